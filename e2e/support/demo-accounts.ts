/**
 * The demo community's accounts on the browser tests' servers, with passwords of the tests'
 * own: a production start draws none and adds no demo, so seed-demo.ts adds it beforehand.
 */
export const DEMO_MEMBER = { username: "demo", password: "the e2e demo member password" };
export const DEMO_ADMIN = { username: "quipadmin", password: "the e2e demo admin password" };
