// Every endpoint in one object, for code that looks an endpoint up by a name it holds as data (the
// web's write path sends stored commands: web/lib/write-send.ts). The web build serves it as the
// lean table (web/tools/lean-endpoints.ts), apart from `Endpoints` of ./index.ts, which it serves
// endpoint by endpoint so that a page carries only the endpoints it calls.
export { Endpoints } from './index';
