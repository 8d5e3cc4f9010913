// Module hook (see node20-glob.mjs): rewrites the conformance CLI's `globSync` import into a stand-in.
const STAND_IN = `import __fs from 'node:fs';
const __globSync = (pattern, { cwd }) => {
  const name = pattern.replace(/^\\*\\*\\//, '');
  const found = [];
  const walk = (dir) => {
    for (const entry of __fs.readdirSync(dir ? cwd + '/' + dir : cwd, { withFileTypes: true })) {
      const relative = dir ? dir + '/' + entry.name : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name === name) found.push(relative);
    }
  };
  walk('');
  return found;
};
`;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes('/@modelcontextprotocol/conformance/dist/')) return result;
  const source = String(result.source).replace(/^#!.*\n/, '');
  const match = /globSync as (\w+),/.exec(source);
  if (!match) return result;
  const standIn = `${STAND_IN}const ${match[1]} = (...args) => __globSync(...args);\n`;
  return { ...result, source: standIn + source.replace(match[0], '') };
}
