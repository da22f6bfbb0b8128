import { z } from "zod";
import { uidSchema } from "../schemas/users";
import type { FilterQuery, FilterRule, Filters, ListQuery, Paging } from "./list-filters";

function ruleSchema(rule: FilterRule): z.ZodType {
  switch (rule.kind) {
    case "enum":
      return z.enum(rule.values, rule.message === undefined ? undefined : { error: rule.message });
    case "boolean":
      return z.boolean();
    case "int": {
      const n = z.number().int().min(rule.min);
      return rule.max === undefined ? n : n.max(rule.max, rule.message);
    }
    case "text":
      return z.string().trim().min(1).max(rule.max, rule.message);
    case "uid":
      return uidSchema;
    case "list":
      return z.array(ruleSchema(rule.of));
  }
}

type Shape<Q> = {
  [K in keyof Q]-?: undefined extends Q[K]
    ? z.ZodOptional<z.ZodType<Exclude<Q[K], undefined>>>
    : z.ZodType<Q[K]>;
};
type ListShape<Q> = Shape<Omit<Q, "page" | "perPage">> & {
  page: z.ZodDefault<z.ZodNumber>;
  perPage: z.ZodDefault<z.ZodNumber>;
};

/** The fields' rules as a zod object under the query's names, every field optional. */
export function filtersSchema<F extends Filters>(fields: F) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [f.name ?? k, ruleSchema(f.rule).optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<Shape<FilterQuery<F>>>;
}

/**
 * A paged list's action input, from the same fields as its URL parsers: page and size bounded as the list
 * says, each filter by its rule.
 */
export function listQuerySchema<
  D extends { fields: Filters; sorts?: readonly [string, ...string[]]; paging: Paging },
>(list: D) {
  const number = () => (list.paging.numericText ? z.coerce.number() : z.number());
  const page = number().int().min(1);
  return filtersSchema(list.fields).extend({
    page: (list.paging.maxPage === undefined ? page : page.max(list.paging.maxPage)).default(1),
    perPage: number().int().min(1).max(list.paging.maxPerPage).default(list.paging.perPage),
    ...(list.sorts
      ? { sortBy: z.enum(list.sorts).optional(), sortOrder: z.enum(["asc", "desc"]).optional() }
      : {}),
  }) as unknown as z.ZodObject<ListShape<ListQuery<D>>>;
}
