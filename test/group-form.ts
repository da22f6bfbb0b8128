/** The create-group form as the dialog sends it with only a guid and a name filled in (type public). */
export const blankGroupForm = (guid: string, name: string) => ({
  guid,
  name,
  type: "public" as const,
  password: "",
  icon: "",
  description: "",
  metadata: "",
  tags: "",
  owner: "",
});
