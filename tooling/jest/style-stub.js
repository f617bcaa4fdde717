// CSS modules in tests: every class name maps to itself, so tests can query by class if needed.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
