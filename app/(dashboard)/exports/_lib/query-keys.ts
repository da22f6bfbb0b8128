/** The exports list's one query key: the list, the create form and the buttons invalidate through it. */
export const exportKeys = {
  all: ["data-exports"] as const,
  list: () => [...exportKeys.all, "list"] as const,
};
