package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.idna4j.cli.CliFace;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.DisplayRecord;
import org.idna4j.server.IdnaServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Spark functions answer what the other faces answer, on the same inputs (issue 23): each
 * record Spark returns (as JSON, Spark's {@code to_json} with null fields kept) is compared field
 * by field, in field order, with the record {@code idna … --format jsonl} prints (the real command,
 * run in-process) and the one {@code idna serve} answers over a socket. The library's own records
 * are not consulted: each face is measured against the others.
 *
 * <p>The one field the faces legitimately write differently is {@code line}: Spark has no input
 * lines (null), the CLI numbers its input lines from 1, the HTTP API numbers the names of a {@code
 * POST} body from 1 and answers null for a single name of a {@code GET}. {@link #line} checks that
 * each face wrote what it should there and only then sets the field to null for the comparison.
 *
 * <p>Compare and explain records are left out: their shapes are being changed on other branches.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class FacesAgreeTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  /**
   * Names for check and conversion: valid and invalid, A-labels and U-labels, names with non-fatal
   * problems under {@code whatwg} (hyphens in positions 3 and 4, a leading or trailing hyphen),
   * Bidi, CONTEXTJ, transitional differences, STD3 characters, length limits, an IPv4 address.
   */
  static final List<String> NAMES =
      List.of(
          "bücher.example",
          "xn--bcher-kva.example",
          "EXAMPLE.COM",
          "example.com.",
          "ab--c.example",
          "-abc.example",
          "abc-.example",
          "-a\u05D0.xn--zz.example",
          "a".repeat(64) + ".example",
          String.join(".", List.of("a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(63))),
          "a..b",
          "exa#mple.org",
          "a_b.example",
          "faß.de",
          "xn--zca.de",
          "a\u200Cb.example",
          "\u05D01.example",
          "\u0661\u0662\u0663.example",
          "😀.example",
          "xn--ls8h.la",
          "xn--a.example",
          "a\u3002b",
          "Ⅷ.example",
          "192.168.0.1",
          "");

  /** The most variants asked of each face. */
  private static final int VARIANT_LIMIT = 5;

  private static SparkSession spark;
  private static IdnaServer server;
  private static int sparkQueries;

  @BeforeAll
  static void setUp() {
    spark = LocalSpark.session();
    IdnaFunctions.register(spark);
    LgrFunctions.register(spark);
    server = CliFace.serve();
  }

  @AfterAll
  static void tearDown() {
    if (server != null) {
      server.close();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // check and conversion, under every preset

  @Test
  void checkRecordsAgreeUnderEveryPreset() {
    List<String> exprs = new ArrayList<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      exprs.add("idna_check(x, '" + p.presetName() + "')");
    }
    List<List<JsonNode>> fromSpark = spark(NAMES, exprs);
    int records = 0;
    boolean sawNonFatal = false;
    boolean sawProblems = false;
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      List<JsonNode> cli =
          cli(stdin(NAMES), "check", "--profile", p.presetName(), "--format", "jsonl");
      List<JsonNode> api = elements(post("/api/v1/check?profile=" + p.presetName(), NAMES));
      List<JsonNode> sp = fromSpark.get(p.ordinal());
      assertThat(cli).as("idna check records, %s", p).hasSize(NAMES.size());
      assertThat(api).as("POST /api/v1/check records, %s", p).hasSize(NAMES.size());
      for (int i = 0; i < NAMES.size(); i++) {
        String where = "check " + p.presetName() + " " + quote(NAMES.get(i));
        // the CLI numbers input lines, the API the names of the body, Spark has no lines
        JsonNode c = emptyLine(line(cli.get(i), i + 1L, where + " (CLI)"), NAMES.get(i), where);
        JsonNode a = line(api.get(i), i + 1L, where + " (HTTP)");
        JsonNode s = line(sp.get(i), null, where + " (Spark)");
        assertSameRecord(where + ", CLI vs HTTP", c, a);
        assertSameRecord(where + ", CLI vs Spark", c, s);
        records++;
        sawProblems |= s.get("problems").size() > 0;
        sawNonFatal |= s.get("non_fatal_problems").size() > 0;
      }
    }
    assertThat(records).isEqualTo(NAMES.size() * IdnaProfile.Preset.values().length);
    assertThat(sawProblems).as("some name has problems").isTrue();
    assertThat(sawNonFatal).as("some name has non-fatal problems").isTrue();
  }

  /**
   * The {@code compare} record (java.net.IDN beside every preset) has two faces, {@code idna
   * compare} and {@code GET /api/v1/compare}; Spark has no compare function.
   */
  @Test
  void compareRecordsAgree() {
    List<JsonNode> cli = cli(stdin(NAMES), "compare", "--format", "jsonl");
    assertThat(cli).hasSize(NAMES.size());
    boolean sawDifference = false;
    for (int i = 0; i < NAMES.size(); i++) {
      String where = "compare " + quote(NAMES.get(i));
      JsonNode c = line(cli.get(i), i + 1L, where + " (CLI)");
      if (NAMES.get(i).isEmpty()) {
        // the empty line's problem, as emptyLine() says; here it is the record's line_problems
        assertThat(c.get("line_problems").findValuesAsText("error"))
            .as(where + " (CLI)")
            .containsExactly("EMPTY_LINE");
        c = ((ObjectNode) c.deepCopy()).set("line_problems", JSON.createArrayNode());
      }
      JsonNode a = line(get("/api/v1/compare", "name", NAMES.get(i)), null, where + " (HTTP)");
      assertSameRecord(where + ", CLI vs HTTP", c, a);
      sawDifference |= a.get("differ").asBoolean() && a.get("classes").size() > 0;
    }
    assertThat(sawDifference).as("some name differs, with its classes").isTrue();
  }

  /**
   * {@code idna_to_ascii}, {@code idna_is_valid}, {@code idna_problems} and {@code idna_to_unicode}
   * return values, not records: each is compared with its field of the {@code conversion} record of
   * {@code GET /api/v1/to-ascii|to-unicode}, and the output with what {@code idna
   * to-ascii|to-unicode} prints for the names it finds valid.
   */
  @Test
  void conversionsAgreeUnderEveryPreset() {
    List<String> exprs = new ArrayList<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      String q = "'" + p.presetName() + "'";
      exprs.add(
          "named_struct('output', idna_to_ascii(x, "
              + q
              + "), 'valid', idna_is_valid(x, "
              + q
              + "), 'problems', idna_problems(x, "
              + q
              + "))");
      exprs.add("named_struct('output', idna_to_unicode(x, " + q + "))");
    }
    List<List<JsonNode>> fromSpark = spark(NAMES, exprs);
    Set<String> validity = new TreeSet<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      List<JsonNode> ascii = fromSpark.get(2 * p.ordinal());
      List<JsonNode> unicode = fromSpark.get(2 * p.ordinal() + 1);
      List<String> validAscii = new ArrayList<>();
      List<String> validUnicode = new ArrayList<>();
      for (int i = 0; i < NAMES.size(); i++) {
        String name = NAMES.get(i);
        String where = p.presetName() + " " + quote(name);
        JsonNode a = get("/api/v1/to-ascii?profile=" + p.presetName(), "name", name);
        assertSameRecord(
            "to-ascii " + where + ", HTTP vs Spark",
            select(a, "output", "valid", "problems"),
            ascii.get(i));
        JsonNode u = get("/api/v1/to-unicode?profile=" + p.presetName(), "name", name);
        assertSameRecord(
            "to-unicode " + where + ", HTTP vs Spark", select(u, "output"), unicode.get(i));
        // the CLI answers every name on its own line: the output when valid, else an empty line
        validAscii.add(
            ascii.get(i).get("valid").asBoolean() ? ascii.get(i).get("output").asText() : "");
        validUnicode.add(u.get("valid").asBoolean() ? unicode.get(i).get("output").asText() : "");
        validity.add(ascii.get(i).get("valid").asText());
      }
      List<String> args = new ArrayList<>(List.of("--profile", p.presetName(), "--"));
      args.addAll(NAMES);
      assertThat(cli("to-ascii", args))
          .as("idna to-ascii --profile %s: one line per name, empty when invalid", p.presetName())
          .isEqualTo(validAscii);
      assertThat(cli("to-unicode", args))
          .as("idna to-unicode --profile %s: one line per name, empty when invalid", p.presetName())
          .isEqualTo(validUnicode);
    }
    assertThat(validity).as("valid and invalid names").containsExactly("false", "true");
  }

  // ---------------------------------------------------------------------------------------------
  // Public Suffix List

  @Test
  void pslRecordsAgreeWithEveryReason() {
    List<String> names =
        List.of(
            "www.example.co.uk",
            "EXAMPLE.CO.UK",
            "foo.blogspot.com",
            "kobe.jp",
            "a.b.c.kobe.jp",
            "www.食狮.公司.cn",
            "xn--85x722f.xn--55qx5d.cn",
            "example.zzzunlisted",
            // the reasons: a public suffix, no rule, an IP address, an invalid name
            "co.uk",
            "zzzunlisted",
            "192.168.0.1",
            "[::1]",
            "a..b",
            "ab--c.example.com",
            "");
    List<List<JsonNode>> fromSpark =
        spark(
            names,
            List.of(
                "idna_psl(x)",
                "named_struct('public_suffix', idna_public_suffix(x),"
                    + " 'registrable_domain', idna_registrable_domain(x))"));
    List<JsonNode> cli = cli(stdin(names), "psl", "--format", "jsonl");
    assertThat(cli).hasSize(names.size());
    Set<String> reasons = new TreeSet<>();
    for (int i = 0; i < names.size(); i++) {
      String where = "psl " + quote(names.get(i));
      // the CLI numbers input lines; HTTP and Spark have no lines
      JsonNode api = line(get("/api/v1/psl", "name", names.get(i)), null, where + " (HTTP)");
      JsonNode s = line(fromSpark.get(0).get(i), null, where + " (Spark)");
      JsonNode c = emptyLine(line(cli.get(i), i + 1L, where + " (CLI)"), names.get(i), where);
      assertSameRecord(where + ", CLI vs HTTP", c, api);
      assertSameRecord(where + ", CLI vs Spark", c, s);
      // the two one-value functions answer the record's fields
      assertSameRecord(
          where + ", idna_public_suffix and idna_registrable_domain",
          select(cli.get(i), "public_suffix", "registrable_domain"),
          fromSpark.get(1).get(i));
      reasons.add(s.get("reason").isNull() ? "(none)" : s.get("reason").asText());
    }
    assertThat(reasons)
        .containsExactlyInAnyOrder(
            "(none)", "PUBLIC_SUFFIX", "NO_RULE", "IP_ADDRESS", "INVALID_NAME");
  }

  // ---------------------------------------------------------------------------------------------
  // LGR: an ICANN second-level table and the Root Zone LGR (an LGR set)

  @Test
  void lgrAnswersAgreeOnAnIcannTable() throws Exception {
    lgrAnswersAgree(
        "icann:full-variant-set/de",
        List.of("bücher", "xn--bcher-kva", "strasse", "straße", "café", "ab--c", "-ab", "a", ""));
  }

  @Test
  void lgrAnswersAgreeOnTheRootZoneLgr() throws Exception {
    lgrAnswersAgree(
        "rz-lgr-5",
        List.of(
            "example",
            "bücher",
            "\u0430\u0431\u0432",
            "a\u0430",
            "\u0645\u062B\u0627\u0644",
            "\u0643\u0644\u0645\u0629",
            "xn--80ak6aa92e",
            "ab--c",
            "\u03B1\u03B2\u03B3",
            ""));
  }

  /**
   * {@code idna_lgr_check} answers the records of {@code idna lgr check} and {@code GET
   * /api/v1/lgr/check}, {@code idna_lgr_variants} those of {@code GET /api/v1/lgr/variants} (and
   * its variants are the lines of {@code idna lgr variants}), {@code idna_lgr_disposition} and
   * {@code idna_lgr_index} their fields and those of {@code idna lgr index}.
   */
  private static void lgrAnswersAgree(String lgr, List<String> labels) throws Exception {
    String q = "'" + lgr + "'";
    List<List<JsonNode>> fromSpark =
        spark(
            labels,
            List.of(
                "idna_lgr_check(x, " + q + ")",
                "idna_lgr_variants(x, " + q + ", " + VARIANT_LIMIT + ")",
                "named_struct('disposition', idna_lgr_disposition(x, "
                    + q
                    + "), 'index_label', idna_lgr_index(x, "
                    + q
                    + "))"));
    List<JsonNode> checks = cli(stdin(labels), "lgr", "check", "--lgr", lgr);
    List<JsonNode> indexes = cli(stdin(labels), "lgr", "index", "--lgr", lgr);
    assertThat(checks).hasSize(labels.size());
    assertThat(indexes).hasSize(labels.size());
    Set<String> dispositions = new TreeSet<>();
    int withSomeVariants = 0;
    try (IdnaServer withLgr = CliFace.serve("--lgr", lgr)) {
      for (int i = 0; i < labels.size(); i++) {
        String label = labels.get(i);
        String where = "lgr " + lgr + " " + quote(label);
        // the CLI numbers its input lines (null for an operand); HTTP and Spark have no lines
        JsonNode check = line(checks.get(i), i + 1L, where + " check (CLI)");
        JsonNode index = line(indexes.get(i), i + 1L, where + " index (CLI)");
        assertSameRecord(
            where + " check, CLI vs HTTP",
            check,
            line(get(withLgr, "/api/v1/lgr/check", "label", label), null, where + " check (HTTP)"));
        assertSameRecord(
            where + " check, CLI vs Spark",
            check,
            line(fromSpark.get(0).get(i), null, where + " check (Spark)"));
        assertSameRecord(
            where + " index, CLI vs HTTP",
            index,
            line(get(withLgr, "/api/v1/lgr/index", "label", label), null, where + " index (HTTP)"));
        // idna_lgr_disposition and idna_lgr_index answer fields of the records
        assertSameRecord(
            where + " idna_lgr_disposition and idna_lgr_index",
            select(check, "disposition", "index_label"),
            fromSpark.get(2).get(i));
        assertSameRecord(
            where + " index, CLI vs Spark",
            select(index, "index_label"),
            select(fromSpark.get(2).get(i), "index_label"));
        dispositions.add(check.get("disposition").asText());

        // variants: idna lgr variants, the API and Spark answer one variants record per label
        // (no variants for an invalid one)
        JsonNode sparkVariants = line(fromSpark.get(1).get(i), null, where + " variants (Spark)");
        List<JsonNode> cliVariants = new ArrayList<>();
        for (JsonNode v :
            cli("", "lgr", "variants", "--lgr", lgr, "--limit", "" + VARIANT_LIMIT, "--", label)) {
          cliVariants.add(line(v, null, where + " variants (CLI, an operand)"));
        }
        HttpResponse<String> api =
            send(withLgr, "/api/v1/lgr/variants?limit=" + VARIANT_LIMIT, Map.of("label", label));
        if (api.statusCode() == 400) {
          // an LGR set refuses over HTTP a label no element LGR covers; Spark, which cannot
          // refuse a row, answers no variants, as the CLI prints none
          assertThat(parse(api.body()).get("error").asText()).isEqualTo("NO_ELEMENT_LGR");
          assertThat(check.get("problems").toString()).contains("NO_ELEMENT_LGR");
          assertThat(sparkVariants.get("variants").size()).as(where).isZero();
          assertThat(cliVariants).as(where).hasSize(1);
          assertSameRecord(where + " variants, CLI vs Spark", cliVariants.get(0), sparkVariants);
          continue;
        }
        assertThat(api.statusCode()).as("%s: %s", where, api.body()).isEqualTo(200);
        // the budgets differ (the API's per request, the CLI's and Spark's per label), so a
        // label whose variants exceed either would be cut differently: none of these is
        JsonNode fromApi = line(parse(api.body()), null, where + " variants (HTTP)");
        assertThat(fromApi.get("cut").asText("complete")).as(where).isIn("complete", "LIMIT");
        assertSameRecord(where + " variants, HTTP vs Spark", fromApi, sparkVariants);
        assertThat(cliVariants).as(where).hasSize(1);
        assertSameRecord(where + " variants, CLI vs Spark", cliVariants.get(0), sparkVariants);
        withSomeVariants += cliVariants.get(0).get("variants").size() > 1 ? 1 : 0;
      }
    }
    assertThat(dispositions).as("dispositions under %s", lgr).hasSizeGreaterThan(1);
    assertThat(withSomeVariants).as("labels with variants under %s", lgr).isPositive();
  }

  // ---------------------------------------------------------------------------------------------
  // url_host, email, display

  /** URLs for {@code url_host}: userinfo, port, IPv4 and IPv6 hosts, opaque and special schemes. */
  static final List<String> URLS =
      List.of(
          "http://é@bücher.example:0080/ä?ö#ü",
          "http://0x7f.1/",
          "https://[0:0::1]:8080/",
          "foo://EXAMPLE.com/",
          "file://localhost/x",
          "mailto:a@b.example",
          "https://:443/",
          "http://exa mple.org/",
          "https://ab--c.example/",
          "https://xn--zz.example/",
          "no scheme");

  /** Addresses for {@code email}: IDN domains, a display name, quotes, literals, no address. */
  static final List<String> ADDRESSES =
      List.of(
          "josé@Bücher.example",
          "Jeff@臺網中心.TW",
          "a..b@example.com",
          "user@localhost",
          "Jane <jane@example.com>",
          "\"quoted local\"@example.com",
          "user@[192.168.0.1]",
          "user@ab--c.example",
          "no-at-sign",
          "");

  @Test
  void urlHostRecordsAgree() {
    recordsWithLinesAgree(
        "url_host", URLS, "idna_url_host(x)", "url-host", "/api/v1/url-host", "url");
  }

  @Test
  void emailRecordsAgree() {
    recordsWithLinesAgree("email", ADDRESSES, "idna_email(x)", "email", "/api/v1/email", "address");
  }

  /**
   * One input per record in each face: Spark's {@code function}, {@code idna COMMAND --format
   * jsonl} on standard input and {@code GET path?parameter=input}; the records have a {@code line}.
   */
  private static void recordsWithLinesAgree(
      String record,
      List<String> inputs,
      String function,
      String command,
      String path,
      String parameter) {
    List<JsonNode> fromSpark = spark(inputs, List.of(function)).get(0);
    List<JsonNode> cli = cli(stdin(inputs), command, "--format", "jsonl");
    assertThat(cli).hasSize(inputs.size());
    for (int i = 0; i < inputs.size(); i++) {
      String where = record + " " + quote(inputs.get(i));
      JsonNode c = emptyLine(line(cli.get(i), i + 1L, where + " (CLI)"), inputs.get(i), where);
      JsonNode a = line(get(path, parameter, inputs.get(i)), null, where + " (HTTP)");
      JsonNode s = line(fromSpark.get(i), null, where + " (Spark)");
      assertSameRecord(where + ", CLI vs HTTP", c, a);
      assertSameRecord(where + ", CLI vs Spark", c, s);
    }
  }

  @Test
  void displayRecordsAgreeUnderEveryPolicy() {
    List<String> names =
        List.of(
            "аррӏе.com", "bücher.de", "xn--bcher-kva.de", "a..b", "xn--zz.com", "ab--c.com", "");
    List<String> exprs = new ArrayList<>();
    for (String policy : DisplayRecord.POLICIES) {
      exprs.add("idna_display(x, '" + policy + "')");
    }
    List<List<JsonNode>> fromSpark = spark(names, exprs);
    for (int k = 0; k < DisplayRecord.POLICIES.size(); k++) {
      String policy = DisplayRecord.POLICIES.get(k);
      List<JsonNode> cli = cli(stdin(names), "display", "--policy", policy, "--format", "jsonl");
      assertThat(cli).hasSize(names.size());
      for (int i = 0; i < names.size(); i++) {
        String where = "display " + policy + " " + quote(names.get(i));
        Map<String, String> query = new LinkedHashMap<>();
        query.put("policy", policy);
        query.put("name", names.get(i));
        // the CLI numbers input lines; HTTP and Spark have no lines
        JsonNode api = line(get(server, "/api/v1/display", query), null, where + " (HTTP)");
        JsonNode s = line(fromSpark.get(k).get(i), null, where + " (Spark)");
        JsonNode c = line(cli.get(i), i + 1L, where + " (CLI)");
        if (names.get(i).isEmpty()) {
          // An empty line of a file is not a name to show: the CLI answers it with EMPTY_LINE
          // alone, nothing shown (idna-cli/README.md), where HTTP and Spark display the value ""
          assertThat(c.get("problems").size()).as(where + " (CLI): problems").isEqualTo(1);
          emptyLine(c, "", where);
          assertThat(c.get("output").isNull()).as(where + " (CLI): output").isTrue();
          assertThat(c.get("shown_as_unicode").asBoolean()).as(where + " (CLI): shown").isFalse();
          assertSameRecord(where + ", HTTP vs Spark", api, s);
          continue;
        }
        assertSameRecord(where + ", CLI vs HTTP", c, api);
        assertSameRecord(where + ", CLI vs Spark", c, s);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // the comparison

  /**
   * Asserts that two records have the same fields in the same order with equal values, nested
   * records and lists of records compared the same way; the message names the first field that
   * differs.
   */
  static void assertSameRecord(String where, JsonNode expected, JsonNode actual) {
    assertThat(actual).as(where + ": a record").isNotNull();
    assertSame(where, "", expected, actual);
  }

  private static void assertSame(String where, String path, JsonNode expected, JsonNode actual) {
    if (expected.isObject()) {
      assertThat(actual.isObject()).as("%s: %s is an object in both", where, path).isTrue();
      assertThat(fieldNames(actual))
          .as("%s: the fields of %s, in order", where, path.isEmpty() ? "the record" : path)
          .containsExactlyElementsOf(fieldNames(expected));
      for (String f : fieldNames(expected)) {
        assertSame(where, path + "/" + f, expected.get(f), actual.get(f));
      }
    } else if (expected.isArray()) {
      assertThat(actual.isArray()).as("%s: %s is an array in both", where, path).isTrue();
      assertThat(actual.size()).as("%s: the length of %s", where, path).isEqualTo(expected.size());
      for (int i = 0; i < expected.size(); i++) {
        assertSame(where, path + "/" + i, expected.get(i), actual.get(i));
      }
    } else {
      assertThat(actual).as("%s: %s", where, path).isEqualTo(expected);
    }
  }

  private static List<String> fieldNames(JsonNode n) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }

  /**
   * The one normalisation: asserts that the record's {@code line} is {@code expected} (the face's
   * own numbering, or null where it has none) and returns a copy with {@code line} null.
   */
  static JsonNode line(JsonNode record, Long expected, String where) {
    assertThat(record.has("line")).as(where + ": has a line field").isTrue();
    JsonNode line = record.get("line");
    if (expected == null) {
      assertThat(line.isNull()).as(where + ": line is null, not " + line).isTrue();
    } else {
      assertThat(line.asLong(-1)).as(where + ": line").isEqualTo(expected);
    }
    return withNull(record, "line");
  }

  /**
   * The CLI reads lines, and an empty line is a problem of the line before it is a name: the CLI's
   * record of an empty input carries {@code EMPTY_LINE} (scope {@code LINE}) first, a problem Spark
   * and the HTTP API cannot have (their input is a value, not a line of a file). Asserts that
   * exactly this problem is there for the empty input and returns the record without it (and, where
   * the record has {@code valid}, valid again when no other problem is left); any other record is
   * returned as it is, so a {@code LINE} problem anywhere else is a difference.
   */
  static JsonNode emptyLine(JsonNode cliRecord, String input, String where) {
    if (!input.isEmpty()) {
      return cliRecord;
    }
    JsonNode first = cliRecord.get("problems").get(0);
    assertThat(first).as(where + " (CLI): the empty line's problem").isNotNull();
    assertThat(first.get("scope").asText() + " " + first.get("error").asText())
        .as(where + " (CLI): the empty line's problem")
        .isEqualTo("LINE EMPTY_LINE");
    ObjectNode copy = cliRecord.deepCopy();
    ArrayNode problems = (ArrayNode) copy.get("problems");
    problems.remove(0);
    if (copy.has("valid")) {
      // "whether there are no problems": the line's problem alone made the record invalid
      assertThat(copy.get("valid").asBoolean()).as(where + " (CLI): valid").isFalse();
      copy.put("valid", problems.isEmpty());
    }
    return copy;
  }

  private static JsonNode withNull(JsonNode record, String field) {
    ObjectNode copy = record.deepCopy();
    copy.set(field, NullNode.getInstance());
    return copy;
  }

  /** The named fields of a record, in the order given. */
  private static JsonNode select(JsonNode record, String... fields) {
    ObjectNode o = JSON.createObjectNode();
    for (String f : fields) {
      assertThat(record.has(f)).as("%s has %s", record, f).isTrue();
      o.set(f, record.get(f));
    }
    return o;
  }

  // ---------------------------------------------------------------------------------------------
  // the three faces

  /**
   * Evaluates SQL expressions of the column {@code x} over the inputs in one Spark query: for each
   * expression, its values as JSON (Spark's {@code to_json}, null fields kept), in input order.
   */
  static List<List<JsonNode>> spark(List<String> inputs, List<String> exprs) {
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      rows.add(RowFactory.create(i, inputs.get(i)));
    }
    StructType schema =
        new StructType()
            .add("i", DataTypes.IntegerType, false)
            .add("x", DataTypes.StringType, false);
    String view = "faces_" + sparkQueries++;
    spark.createDataFrame(rows, schema).createOrReplaceTempView(view);
    StringBuilder sql = new StringBuilder("SELECT i");
    for (String e : exprs) {
      // wrapped in a struct so that a value that is not a struct (a string) has JSON too
      sql.append(", to_json(named_struct('v', ")
          .append(e)
          .append("), map('ignoreNullFields', 'false'))");
    }
    sql.append(" FROM ").append(view).append(" ORDER BY i");
    List<Row> out = spark.sql(sql.toString()).collectAsList();
    spark.catalog().dropTempView(view);
    assertThat(out).hasSize(inputs.size());
    List<List<JsonNode>> values = new ArrayList<>();
    for (int e = 0; e < exprs.size(); e++) {
      List<JsonNode> column = new ArrayList<>();
      for (Row r : out) {
        column.add(parse(r.getString(e + 1)).get("v"));
      }
      values.add(column);
    }
    return values;
  }

  /** Runs {@code idna ARGS} in-process and parses every line it prints as JSON. */
  static List<JsonNode> cli(String stdin, String... args) {
    return CliFace.lines(stdin, args).stream().map(FacesAgreeTest::parse).toList();
  }

  /** Runs {@code idna COMMAND ARGS} without input and returns its lines as printed. */
  static List<String> cli(String command, List<String> args) {
    List<String> all = new ArrayList<>();
    all.add(command);
    all.addAll(args);
    return CliFace.lines("", all.toArray(String[]::new));
  }

  private static String stdin(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }

  private static JsonNode get(String path, String key, String value) {
    return get(server, path, Map.of(key, value));
  }

  private static JsonNode get(IdnaServer s, String path, String key, String value) {
    return get(s, path, Map.of(key, value));
  }

  /** {@code GET path?query} on the server; the answer must be 200 and JSON. */
  private static JsonNode get(IdnaServer s, String path, Map<String, String> query) {
    HttpResponse<String> r = send(s, path, query);
    assertThat(r.statusCode()).as("%s: %s", r.uri(), r.body()).isEqualTo(200);
    return parse(r.body());
  }

  /** {@code GET path?query} on the server, whatever the status. */
  private static HttpResponse<String> send(IdnaServer s, String path, Map<String, String> query) {
    StringBuilder uri = new StringBuilder(path);
    for (Map.Entry<String, String> e : query.entrySet()) {
      uri.append(uri.indexOf("?") < 0 ? '?' : '&')
          .append(e.getKey())
          .append('=')
          .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
    }
    return exchange(HttpRequest.newBuilder(s.uri().resolve(URI.create(uri.toString()))).build());
  }

  /** {@code POST path} with the names as a JSON array. */
  private static JsonNode post(String path, List<String> names) {
    try {
      return ok(
          HttpRequest.newBuilder(server.uri().resolve(URI.create(path)))
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(names)))
              .build());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode ok(HttpRequest request) {
    HttpResponse<String> r = exchange(request);
    assertThat(r.statusCode()).as("%s: %s", request.uri(), r.body()).isEqualTo(200);
    return parse(r.body());
  }

  private static HttpResponse<String> exchange(HttpRequest request) {
    try {
      return HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static List<JsonNode> elements(JsonNode array) {
    assertThat(array.isArray()).as("%s is an array", array).isTrue();
    List<JsonNode> out = new ArrayList<>();
    array.forEach(out::add);
    return out;
  }

  private static JsonNode parse(String json) {
    try {
      return JSON.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException("not JSON: " + json, e);
    }
  }

  private static String quote(String s) {
    return '"' + s + '"';
  }
}
