// pg-boss ships no types for its internal modules; job-queue.ts needs only that this one is a class.
declare module "pg-boss/src/manager.js" {
  const Manager: { prototype: object };
  export default Manager;
}
