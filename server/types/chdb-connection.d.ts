// chdb publishes `chdb/connection` through package.json "exports", which TypeScript's classic
// `node` resolution (used by this CommonJS server build) does not read; point it at the same file.
declare module 'chdb/connection' {
  export * from 'chdb/dist/connection/index'
}
