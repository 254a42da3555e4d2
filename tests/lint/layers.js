// ESLint rule: the layout and import rules of ARCHITECTURE.md, so a wrong import fails CI.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Which top-level area a repository-relative file belongs to. */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'src') {
    if (parts[1] === 'features' && parts.length > 3) return { area: 'feature', feature: parts[2] };
    if (['app', 'state', 'ui'].includes(parts[1])) return { area: `src/${parts[1]}` };
    return { area: 'src' };
  }
  if (parts[0] === 'simulators') return { area: 'simulators' };
  return { area: parts[0] };
}

/** Areas each area may import from (besides itself and third-party packages). */
const ALLOWED = {
  protocol: [],
  media: ['protocol'],
  'src/ui': [],
  'src/state': ['protocol'],
  'src/app': ['protocol', 'media', 'src/state', 'src/ui', 'feature', 'src'],
  feature: ['protocol', 'media', 'src/state', 'src/ui', 'feature'],
  src: ['protocol', 'media', 'src/state', 'src/ui', 'src/app', 'feature'],
  simulators: ['protocol', 'media'],
  tests: ['protocol', 'media', 'src', 'src/app', 'src/state', 'src/ui', 'feature', 'simulators'],
};

/** Theme tokens are the one thing of ours src/ui may use, and they live inside src/ui itself. */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import rules of ARCHITECTURE.md' },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}} ({{source}}); see ARCHITECTURE.md layout rules.',
      featureInternals: "Import another feature only through its index.ts, not '{{source}}'.",
      jotai: "Import jotai only through src/state/jotai.ts.",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const from = areaOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if ((source === 'jotai' || source.startsWith('jotai/')) && file !== 'src/state/jotai.ts') {
        context.report({ node, messageId: 'jotai' });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
      const to = areaOf(target.includes('/') ? target : `${target}/`);
      if (to.area === from.area && to.feature === from.feature) return;
      if (to.area === 'feature' && !/\/index(\.tsx?)?$/.test(target)) {
        context.report({ node, messageId: 'featureInternals', data: { source } });
        return;
      }
      const allowed = ALLOWED[from.area] ?? [];
      if (!allowed.includes(to.area)) {
        context.report({ node, messageId: 'layer', data: { from: from.area, to: to.area, source } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
