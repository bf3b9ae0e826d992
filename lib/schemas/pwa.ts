/** Answer of GET /api/build-id: the deployed build, which open pages compare with their own. */
export interface BuildInfo {
  build_id: string;
}
