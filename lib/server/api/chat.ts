import "server-only";

export interface PageQuery {
  page?: number;
  perPage?: number;
}
