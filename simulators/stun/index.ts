export { bindingResponse, startStunServer, STUN_MAGIC_COOKIE, type StunServer } from './stun-server.ts';
