package org.idna4j.server;

import com.fasterxml.jackson.databind.util.RawValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.CompareRecord;
import org.idna4j.records.ConversionRecord;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.EmailRecord;
import org.idna4j.records.ExplainRecord;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.ProfilesRecord;
import org.idna4j.records.PslRecord;
import org.idna4j.records.Shape;
import org.idna4j.records.UrlHostRecord;
import org.idna4j.records.VariantsRecord;

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
   * What a route answers with status 200, as the OpenAPI document ({@link OpenApi}) describes it: a
   * record of idna-records (its {@link Shape} is the response schema), a streamed array of records,
   * or the OpenAPI document itself.
   *
   * @param kind what the body is
   * @param shape the record type of a {@link Kind#RECORD} or {@link Kind#STREAM} answer, else null
   */
  record Answer(Kind kind, Shape shape) {

    /** What an answer's body is. */
    enum Kind {
      /** One record of {@link #shape()}. */
      RECORD,
      /**
       * A JSON array of records of {@link #shape()} ({@link StreamedArray}); a {@code cut} record
       * ends it early when the answer reached its byte cap or the request its deadline.
       */
      STREAM,
      /** The OpenAPI document of this API. */
      DOCUMENT
    }

    /** The OpenAPI document. */
    static final Answer DOCUMENT = new Answer(Kind.DOCUMENT, null);

    Answer {
      if ((kind == Kind.RECORD || kind == Kind.STREAM) == (shape == null)) {
        throw new IllegalArgumentException(kind + " answer with shape " + shape);
      }
    }

    /** One record of a type. */
    static Answer record(Shape shape) {
      return new Answer(Kind.RECORD, Objects.requireNonNull(shape, "shape"));
    }

    /** A streamed JSON array of records of a type, possibly ended by a {@code cut} record. */
    static Answer stream(Shape shape) {
      return new Answer(Kind.STREAM, Objects.requireNonNull(shape, "shape"));
    }
  }

  /**
   * One route: a line of the table, everything the route index and the OpenAPI document say of it.
   *
   * @param method {@code GET} or {@code POST}
   * @param path the full path
   * @param parameters the query parameters it accepts (each described in {@link ApiParameters})
   * @param endpoint what answers it
   * @param summary one line for the route index
   * @param answer what it answers with status 200
   * @param errors the statuses of its error answers (each an error record), ascending
   */
  record Route(
      String method,
      String path,
      Set<String> parameters,
      Endpoint endpoint,
      String summary,
      Answer answer,
      Set<Integer> errors) {

    Route {
      errors = Collections.unmodifiableSet(new TreeSet<>(errors));
    }

    /**
     * A route with the errors every route of its method can answer: 400 (a bad query), 405 (another
     * method), 503 (the server is busy, {@link HeavyGate}); 413 when it takes a name or label or a
     * body; 408 when it reads a body.
     */
    Route(
        String method,
        String path,
        Set<String> parameters,
        Endpoint endpoint,
        String summary,
        Answer answer) {
      this(method, path, parameters, endpoint, summary, answer, commonErrors(method, parameters));
    }

    /** This route with one more error status. */
    Route orError(int status) {
      Set<Integer> more = new TreeSet<>(errors);
      more.add(status);
      return new Route(method, path, parameters, endpoint, summary, answer, more);
    }

    private static Set<Integer> commonErrors(String method, Set<String> parameters) {
      Set<Integer> e = new TreeSet<>();
      e.add(ApiException.BAD_REQUEST);
      e.add(ApiException.METHOD_NOT_ALLOWED);
      e.add(ApiException.SERVICE_UNAVAILABLE);
      if (method.equals("POST")) {
        e.add(ApiException.REQUEST_TIMEOUT);
        e.add(ApiException.CONTENT_TOO_LARGE);
      }
      if (parameters.contains(Query.NAME) || parameters.contains(LgrApi.LABEL)) {
        e.add(ApiException.CONTENT_TOO_LARGE);
      }
      return e;
    }
  }

  private final Map<String, Route> byPath = new LinkedHashMap<>();

  private Routes(List<Route> routes) {
    for (Route r : routes) {
      add(r);
    }
  }

  /** The path of the OpenAPI document of this API. */
  static final String OPENAPI = PREFIX + "openapi.json";

  /**
   * The API of this version, one line per route: method, path, query parameters, endpoint, summary
   * and answer (its record type). A new endpoint is one more line; its answer's record type must be
   * in {@code Records.all()} and each new query parameter described in {@link ApiParameters}.
   */
  static Routes of(Api api, LgrApi lgr) {
    Set<String> named = Query.nameAndProfileParameters();
    Set<String> profile = Query.profileParameters();
    Set<String> none = Set.of();
    Set<String> label = Set.of(LgrApi.LABEL, LgrApi.SCRIPT);
    Answer conversion = Answer.record(ConversionRecord.SHAPE);
    Routes routes =
        new Routes(
            List.of(
                new Route(
                    "GET",
                    PREFIX + "to-ascii",
                    named,
                    api.convert::toAscii,
                    "ToASCII of one name: output, valid, problems (UTS #46 §4.2)",
                    conversion),
                new Route(
                    "GET",
                    PREFIX + "to-unicode",
                    named,
                    api.convert::toUnicode,
                    "ToUnicode of one name: output, valid, problems (UTS #46 §4.3)",
                    conversion),
                new Route(
                    "POST",
                    PREFIX + "check",
                    with(profile, Query.PSL),
                    api::check,
                    "a JSON array, NDJSON or text/plain lines of names; the records of idna check --format jsonl",
                    Answer.stream(CheckRecord.SHAPE)),
                new Route(
                    "GET",
                    PREFIX + "explain",
                    named,
                    api.explain::explain,
                    "one name label by label and code point by code point, with round trip and confusables; the record of idna explain",
                    Answer.record(ExplainRecord.SHAPE)),
                new Route(
                    "GET",
                    PREFIX + "compare",
                    Set.of(Query.NAME),
                    api.compare::compare,
                    "one name under java.net.IDN and every preset (the idna compare view)",
                    Answer.record(CompareRecord.SHAPE)),
                new Route(
                    "GET",
                    PREFIX + "profiles",
                    none,
                    api.convert::profiles,
                    "every preset with every setting",
                    Answer.record(ProfilesRecord.SHAPE)),
                new Route(
                    "GET",
                    PREFIX + "psl",
                    Set.of(Query.NAME, Query.ICANN_ONLY, Query.BROWSER_WILDCARDS),
                    api.psl::psl,
                    "public suffix and registrable domain of one name; the record of idna psl --format jsonl",
                    Answer.record(PslRecord.SHAPE)),
                new Route(
                        "GET",
                        PREFIX + "url-host",
                        Set.of(UrlHostApi.URL),
                        UrlHostApi::urlHost,
                        "the host of one URL converted in place (URL Standard host parser): the record of idna url-host",
                        Answer.record(UrlHostRecord.SHAPE))
                    .orError(ApiException.CONTENT_TOO_LARGE),
                new Route(
                    "GET",
                    PREFIX + "display",
                    Set.of(Query.NAME, DisplayApi.POLICY),
                    api.display::display,
                    "how one name is shown to people, label by label with reasons; the record of idna display",
                    Answer.record(DisplayRecord.SHAPE)),
                new Route(
                        "GET",
                        PREFIX + "lgr/check",
                        label,
                        lgr::check,
                        "one label under the LGR of idna serve --lgr: the record of idna lgr check (RFC 7940 §8)",
                        Answer.record(LgrCheckRecord.SHAPE))
                    .orError(ApiException.NOT_FOUND),
                new Route(
                        "GET",
                        PREFIX + "lgr/variants",
                        Set.of(LgrApi.LABEL, LgrApi.SCRIPT, LgrApi.LIMIT),
                        lgr::variants,
                        "the variant labels of one label with their dispositions (RFC 7940 §8.2), at most limit",
                        Answer.record(VariantsRecord.SHAPE))
                    .orError(ApiException.NOT_FOUND),
                new Route(
                        "GET",
                        PREFIX + "lgr/index",
                        Set.of(LgrApi.LABEL),
                        lgr::index,
                        "the index label of one label (RFC 7940 §8.5): equal index labels collide",
                        Answer.record(IndexRecord.SHAPE))
                    .orError(ApiException.NOT_FOUND),
                new Route(
                        "GET",
                        PREFIX + "email",
                        EmailApi.PARAMETERS,
                        new EmailApi()::email,
                        "one email address: normalized and ASCII forms, SMTPUTF8; the record of idna email",
                        Answer.record(EmailRecord.SHAPE))
                    .orError(ApiException.CONTENT_TOO_LARGE)));
    routes.add(
        new Route(
            "GET",
            OPENAPI,
            none,
            (q, body) -> new RawValue(routes.openApi()),
            "the OpenAPI 3.1 document of this API: every route with its parameters and records",
            Answer.DOCUMENT));
    return routes;
  }

  private static Set<String> with(Set<String> parameters, String... more) {
    Set<String> all = new java.util.LinkedHashSet<>(parameters);
    all.addAll(List.of(more));
    return Collections.unmodifiableSet(all);
  }

  private void add(Route r) {
    if (byPath.put(r.path(), r) != null) {
      throw new IllegalStateException("two routes for " + r.path());
    }
  }

  private volatile String openApi;

  /** The OpenAPI document of these routes ({@link OpenApi}), made once. */
  String openApi() {
    String doc = openApi;
    if (doc == null) {
      doc = OpenApi.text(this);
      openApi = doc;
    }
    return doc;
  }

  /** Every route, in table order. */
  List<Route> all() {
    return List.copyOf(byPath.values());
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
