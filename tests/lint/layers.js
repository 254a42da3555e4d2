// ESLint rule: the layout and import rules of ARCHITECTURE.md, so a wrong import fails CI.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Which top-level area a repository-relative file belongs to. */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'src' && parts[1] === MANIFEST_LAYER.folder) return { area: MANIFEST_LAYER.area }; // see MANIFEST_LAYER
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

/**
 * The one way into features' internals from outside: src/app/i18n/ globs every feature's catalogue of a
 * language (src/features/<name>/messages/<language>.ts), so that adding a feature's strings touches only the
 * feature. Only an import.meta.glob with a wildcard for the feature, only of that path, only from there.
 */
const CATALOGUE_GLOB = { from: /^src\/app\/i18n\//, to: /^src\/features\/\*\/messages\/[a-z]{2}-[A-Z]{2}\.ts$/ };

/** The patterns of an `import.meta.glob(...)` call, or undefined for any other call. */
function globPatternsOf(node) {
  const { callee } = node;
  const isGlob = callee.type === 'MemberExpression' && callee.object.type === 'MetaProperty' && callee.object.meta.name === 'import'
    && callee.object.property.name === 'meta' && !callee.computed && callee.property.name === 'glob';
  if (!isGlob) return undefined;
  const [first] = node.arguments;
  const literals = first?.type === 'ArrayExpression' ? first.elements : [first];
  // A negated pattern ('!…') only narrows what the others match.
  return literals.filter((literal) => literal?.type === 'Literal' && typeof literal.value === 'string' && !literal.value.startsWith('!'));
}

/**
 * Console feature manifests (Issue 39 item 2), a rule of its own. src/manifest/ is the contract between the
 * features and the shell: the manifest type, the services a screen gets (useConsole), preloadable. It imports
 * only protocol/ and src/ui (types); the shell, the features, the rest of src/ and tests/ may import it. And
 * src/app/routes/ globs every feature's manifest.ts (src/features/<name>/manifest.ts), the one file of a
 * feature besides its index.ts that the shell reads: only an import.meta.glob with a wildcard for the feature.
 */
const MANIFEST_LAYER = { folder: 'manifest', area: 'src/manifest', mayImport: ['protocol', 'src/ui'], importedBy: ['src/app', 'feature', 'src', 'tests'] };
ALLOWED[MANIFEST_LAYER.area] = MANIFEST_LAYER.mayImport;
for (const area of MANIFEST_LAYER.importedBy) ALLOWED[area] = [...ALLOWED[area], MANIFEST_LAYER.area];
const MANIFEST_GLOB = { from: /^src\/app\/routes\//, to: /^src\/features\/\*\/manifest\.ts$/ };

/**
 * The platform stands alone (Issue 39 item 4): its product code imports nothing of the simulated fleet
 * (simulators/terminals) and, of media/, only the Janus client (media/janus), not the browser's side
 * (push-to-talk audio, calls, streams, the microphone). What both sides share lives in a neutral
 * place (protocol/, simulators/world/). Its tests may drive terminals.
 */
const PLATFORM_BOUNDARY = { from: /^simulators\/platform\/(?!.*\.test\.ts$)/, allows: (target) => !target.startsWith('simulators/terminals/') && (!target.startsWith('media/') || target.startsWith('media/janus/')) };

/** Theme tokens are the one thing of ours src/ui may use, and they live inside src/ui itself. */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import rules of ARCHITECTURE.md' },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}} ({{source}}); see ARCHITECTURE.md layout rules.',
      platformBoundary: "The platform imports neither the simulated terminals nor media's browser side ('{{source}}'): move what both use to protocol/ or simulators/world/.",
      featureInternals: "Import another feature only through its index.ts, not '{{source}}'.",
      jotai: "Import jotai only through src/state/jotai.ts.",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const from = areaOf(file);
    const check = (node, source, glob = false) => {
      if (typeof source !== 'string') return;
      if ((source === 'jotai' || source.startsWith('jotai/')) && file !== 'src/state/jotai.ts') {
        context.report({ node, messageId: 'jotai' });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
      const to = areaOf(target.includes('/') ? target : `${target}/`);
      if (PLATFORM_BOUNDARY.from.test(file) && !PLATFORM_BOUNDARY.allows(target)) {
        context.report({ node, messageId: 'platformBoundary', data: { source } });
        return;
      }
      if (to.area === from.area && to.feature === from.feature) return;
      if (glob && CATALOGUE_GLOB.from.test(file) && CATALOGUE_GLOB.to.test(target)) return;
      if (glob && MANIFEST_GLOB.from.test(file) && MANIFEST_GLOB.to.test(target)) return; // see MANIFEST_LAYER
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
      // Vite's import.meta.glob imports too: each pattern is checked as an import of what it names.
      CallExpression: (node) => globPatternsOf(node)?.forEach((literal) => check(literal, literal.value, true)),
    };
  },
};
