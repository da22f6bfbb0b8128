// node_modules is a symlink to the project's; Turbopack resolves only inside its root, so the root is widened.
export default { typescript: { ignoreBuildErrors: true }, turbopack: { root: "/" } };
