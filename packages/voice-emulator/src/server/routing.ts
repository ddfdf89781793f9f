// Finds the operation a request path names among the described path templates.

interface Route {
  key: string;
  method: string;
  segments: string[];
}

export interface RouteMatch {
  /** The operation, `"METHOD /path/{template}"`. */
  key: string;
  /** The path template. */
  template: string;
  params: Record<string, string>;
}

export class Router {
  readonly #routes: Route[];

  /** `keys`: operations as `"METHOD /path/{template}"`. */
  constructor(keys: string[]) {
    this.#routes = keys.map((key) => {
      const [method = "", path = ""] = key.split(" ");
      return { key, method, segments: path.split("/").slice(1) };
    });
  }

  // Literal segments beat parameters, left to right: `/eval/run` is not `/eval/{id}`.
  match(method: string, pathname: string): RouteMatch | undefined {
    const segments = pathname.split("/").slice(1);
    let best: { route: Route; params: Record<string, string>; score: string } | undefined;
    for (const route of this.#routes) {
      if (route.method !== method || route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let score = "";
      let matched = true;
      for (const [index, segment] of route.segments.entries()) {
        const actual = segments[index] ?? "";
        if (segment.startsWith("{")) {
          if (actual === "") {
            matched = false;
            break;
          }
          params[segment.slice(1, -1)] = decodeURIComponent(actual);
          score += "0";
        } else if (segment === actual) {
          score += "1";
        } else {
          matched = false;
          break;
        }
      }
      if (matched && (best === undefined || score > best.score)) best = { route, params, score };
    }
    if (best === undefined) return undefined;
    const { key } = best.route;
    return { key, template: key.split(" ")[1] ?? "", params: best.params };
  }
}
