// The parameter schemas are the contracts' own (lib/contract/query.ts); the answers' builders are the sandbox's.
export {
  identifier,
  pageMetaSchema,
  pageQuery,
  qbool,
  qint,
  qlist,
  successSchema,
  tagsSchema,
} from "../../../lib/contract/query";

export function pageMeta(total: number, count: number, page: number, perPage: number) {
  return {
    pagination: {
      total,
      count,
      per_page: perPage,
      current_page: page,
      total_pages: Math.ceil(total / perPage),
    },
  };
}

export const success = (message: string) => ({ data: { success: true, message } });
