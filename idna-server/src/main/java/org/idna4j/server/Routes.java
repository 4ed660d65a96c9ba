package org.idna4j.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The API's routes in one table: method, path, accepted query parameters, the endpoint and a
 * one-line summary (served by {@code GET /api/v1/}). A new endpoint (such as the PSL or LGR ones)
 * is one more line in {@link #of(Api, LgrApi)}.
 */
final class Routes {

  /** The prefix of every API path; the version is part of the contract. */
  static final String PREFIX = "/api/v1/";

  /** What an endpoint does with a checked query and the request body. */
  @FunctionalInterface
  interface Endpoint {
    Object handle(Query query, byte[] body);
  }

  /**
   * One route.
   *
   * @param method {@code GET} or {@code POST}
   * @param path the full path
   * @param parameters the query parameters it accepts
   * @param endpoint what answers it
   * @param summary one line for the route index
   */
  record Route(
      String method, String path, Set<String> parameters, Endpoint endpoint, String summary) {}

  private final Map<String, Route> byPath = new LinkedHashMap<>();

  private Routes(List<Route> routes) {
    for (Route r : routes) {
      if (byPath.put(r.path(), r) != null) {
        throw new IllegalStateException("two routes for " + r.path());
      }
    }
  }

  /** The API of this version. */
  static Routes of(Api api, LgrApi lgr) {
    Set<String> named = Query.nameAndProfileParameters();
    Set<String> profile = Query.profileParameters();
    Set<String> none = Set.of();
    return new Routes(
        List.of(
            new Route(
                "GET",
                PREFIX + "to-ascii",
                named,
                api.convert::toAscii,
                "ToASCII of one name: output, valid, problems (UTS #46 §4.2)"),
            new Route(
                "GET",
                PREFIX + "to-unicode",
                named,
                api.convert::toUnicode,
                "ToUnicode of one name: output, valid, problems (UTS #46 §4.3)"),
            new Route(
                "POST",
                PREFIX + "check",
                profile,
                api::check,
                "a JSON array (or NDJSON) of names; the records of idna check --format jsonl"),
            new Route(
                "GET",
                PREFIX + "explain",
                named,
                api.explain::explain,
                "one name label by label and code point by code point, with round trip and confusables"),
            new Route(
                "GET",
                PREFIX + "compare",
                Set.of(Query.NAME),
                api.compare::compare,
                "one name under java.net.IDN and every preset (the idna compare view)"),
            new Route(
                "GET",
                PREFIX + "profiles",
                none,
                api.convert::profiles,
                "every preset with every setting"),
            new Route(
                "GET",
                PREFIX + "psl",
                Set.of(Query.NAME, Query.ICANN_ONLY, Query.BROWSER_WILDCARDS),
                api.psl::psl,
                "public suffix and registrable domain of one name; the record of idna psl --format jsonl"),
            new Route(
                "GET",
                PREFIX + "url-host",
                Set.of(UrlHostApi.URL),
                UrlHostApi::urlHost,
                "the host of one URL converted in place (URL Standard host parser): the record of idna url-host"),
            new Route(
                "GET",
                PREFIX + "lgr/check",
                Set.of(LgrApi.LABEL, LgrApi.SCRIPT),
                lgr::check,
                "one label under the LGR of idna serve --lgr: the record of idna lgr check (RFC 7940 §8)"),
            new Route(
                "GET",
                PREFIX + "lgr/variants",
                Set.of(LgrApi.LABEL, LgrApi.SCRIPT, LgrApi.LIMIT),
                lgr::variants,
                "the variant labels of one label with their dispositions (RFC 7940 §8.2), at most limit"),
            new Route(
                "GET",
                PREFIX + "lgr/index",
                Set.of(LgrApi.LABEL),
                lgr::index,
                "the index label of one label (RFC 7940 §8.5): equal index labels collide")));
  }

  /** The route for a path, or null. */
  Route find(String path) {
    return byPath.get(path);
  }

  /** The route index: method, path, parameters and summary of each route. */
  List<Map<String, Object>> index() {
    return byPath.values().stream()
        .map(
            r -> {
              Map<String, Object> m = new LinkedHashMap<>();
              m.put("method", r.method());
              m.put("path", r.path());
              m.put("parameters", r.parameters().stream().sorted().toList());
              m.put("summary", r.summary());
              return m;
            })
        .toList();
  }
}
