// STYLE: a media object never lives in React state. A Worker, a socket, a peer connection, a media
// stream or element, a player (hls.js, mpegts.js) or a Janus session owns something outside React
// (a thread, a connection, a decoder) that a re-render or a state copy must not duplicate or leak:
// it belongs in a ref, a hook's closure or a service, and state holds what it reports. This rule
// finds one in useState / useReducer / a jotai atom (by type argument or initial value) and in a
// state setter's argument (setX(new Worker(...))).

/** Types that own a resource outside React. */
const RESOURCES = new Set([
  'Worker',
  'SharedWorker',
  'WebSocket',
  'EventSource',
  'RTCPeerConnection',
  'RTCDataChannel',
  'MediaStream',
  'MediaStreamTrack',
  'MediaRecorder',
  'MediaSource',
  'AudioContext',
  'AudioWorkletNode',
  'HTMLMediaElement',
  'HTMLVideoElement',
  'HTMLAudioElement',
  'Hls',
  'Player',
  'JanusSession',
  'JanusHandle',
  'SimplePeer',
  'SocketClient',
]);

const STATE_HOOKS = new Set(['useState', 'useReducer', 'atom', 'atomWithDefault']);

/** The resource type a TypeScript type annotation names, anywhere in it (unions, arrays, generics). */
function resourceInType(node) {
  if (!node || typeof node !== 'object') return null;
  if (node.type === 'TSTypeReference') {
    const name = node.typeName.type === 'Identifier' ? node.typeName.name : node.typeName.right?.name;
    if (RESOURCES.has(name)) return name;
  }
  for (const key of ['typeAnnotation', 'elementType', 'types', 'typeArguments', 'params', 'members', 'elementTypes']) {
    const child = node[key];
    for (const part of Array.isArray(child) ? child : [child]) {
      const found = resourceInType(part);
      if (found) return found;
    }
  }
  return null;
}

/** The resource a value makes (new X(...), or a lazy initialiser returning one). */
function resourceInValue(node) {
  if (!node) return null;
  if (node.type === 'NewExpression') {
    const name = node.callee.type === 'Identifier' ? node.callee.name : node.callee.property?.name;
    return RESOURCES.has(name) ? name : null;
  }
  if (node.type === 'ArrowFunctionExpression' && node.body.type !== 'BlockStatement') return resourceInValue(node.body);
  if (node.type === 'TSAsExpression') return resourceInType(node.typeAnnotation) ?? resourceInValue(node.expression);
  return null;
}

const calleeName = (callee) => (callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property?.name : null);

export const mediaStateRule = {
  meta: { type: 'problem', schema: [], messages: { inState: '{{what}} owns a resource outside React: keep it in a ref or a service, and put what it reports in state (STYLE: media objects never in state).' } },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'inState', data: { what } });
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name) return;
        if (STATE_HOOKS.has(name)) {
          const what = resourceInType(node.typeArguments) ?? node.arguments.map(resourceInValue).find(Boolean);
          if (what) report(node, what);
        } else if (/^set[A-Z]/.test(name) && node.arguments.length === 1) {
          const what = resourceInValue(node.arguments[0]);
          if (what) report(node, what);
        }
      },
    };
  },
};
