package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaError;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The inspector page in headless Chromium (Debian's {@code chromium} and {@code chromium-driver}),
 * driven by Selenium: load it, type names, read what it renders.
 *
 * <p>Skipped, with a message saying how to enable it, where those packages are not installed. The
 * paths can be changed with {@code -Didna.chromium=...} and {@code -Didna.chromedriver=...}; the
 * driver is always given explicitly, so Selenium Manager never downloads anything.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class InspectorBrowserTest {

  private static final Path CHROMIUM =
      Path.of(System.getProperty("idna.chromium", "/usr/bin/chromium"));
  private static final Path DRIVER =
      Path.of(System.getProperty("idna.chromedriver", "/usr/bin/chromedriver"));

  private static IdnaServer server;
  private static ChromeDriver browser;
  private static Path profileDir;

  private static final boolean AVAILABLE =
      Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
  private static final String HOW_TO_ENABLE =
      "browser tests skipped: "
          + CHROMIUM
          + " or "
          + DRIVER
          + " is missing; install them with `apt-get install chromium chromium-driver` (Debian;"
          + " .ci/run does this as root) or point -Didna.chromium and -Didna.chromedriver at a"
          + " Chromium and its driver";

  @BeforeAll
  static void start() throws IOException {
    if (!AVAILABLE) {
      System.err.println("InspectorBrowserTest: " + HOW_TO_ENABLE);
      return;
    }
    server = IdnaServer.builder().port(0).start();
    profileDir = Files.createTempDirectory("idna-chromium-");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--user-data-dir=" + profileDir,
        "--window-size=1100,1500",
        "--lang=en-US");
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(DRIVER.toFile())
            .usingAnyFreePort()
            .build();
    browser = new ChromeDriver(service, options);
  }

  /** Each test is reported as skipped, with how to enable it, where Chromium is missing. */
  @BeforeEach
  void needsChromium() {
    assumeTrue(AVAILABLE, HOW_TO_ENABLE);
  }

  @AfterAll
  static void stop() throws IOException {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
    if (profileDir != null) {
      try (var files = Files.walk(profileDir)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static WebDriverWait waiting() {
    return new WebDriverWait(browser, Duration.ofSeconds(20));
  }

  /** Waits until the page says it rendered {@code name}. */
  private static void awaitRendered(String name) {
    waiting().until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-rendered", name));
  }

  private static void open(String query) {
    browser.get(server.uri().resolve("/" + query).toString());
  }

  /** Types a name into the form the way a user does: focus, clear, type, Enter. */
  private static void type(String name, String profile) {
    WebElement input = browser.findElement(By.id("name"));
    new Select(browser.findElement(By.id("profile"))).selectByValue(profile);
    input.clear();
    input.sendKeys(name);
    input.sendKeys(Keys.ENTER);
    awaitRendered(name);
  }

  private static String text(String id) {
    return browser.findElement(By.id(id)).getText();
  }

  private static WebElement row(String profile) {
    return browser.findElement(By.cssSelector("#profiles tr[data-profile='" + profile + "']"));
  }

  private static List<String> problemErrors() {
    return browser.findElements(By.cssSelector("#problems li[data-error]")).stream()
        .map(e -> e.getAttribute("data-error"))
        .toList();
  }

  @Test
  void rendersFromTheQueryStringOnLoad() throws IOException {
    open("?name=" + Http.enc("bücher.example") + "&profile=lookup");
    awaitRendered("bücher.example");
    assertThat(browser.findElement(By.id("name")).getAttribute("value"))
        .isEqualTo("bücher.example");
    assertThat(text("rt-ascii")).isEqualTo("xn--bcher-kva.example");
    assertThat(text("rt-back")).isEqualTo("bücher.example");
    assertThat(text("rt-stable")).startsWith("stable");
    assertThat(browser.findElement(By.id("verdict")).getAttribute("data-valid")).isEqualTo("true");
    // every profile side by side, java.net.IDN first
    assertThat(
            browser.findElements(By.cssSelector("#profiles tbody tr")).stream()
                .map(r -> r.getAttribute("data-profile"))
                .toList())
        .containsExactly(
            "jdk",
            "jdk_std3",
            "uts46",
            "lookup",
            "whatwg",
            "transitional",
            "registration",
            "idna2003",
            "whatwg-strict");
    assertThat(row("registration").findElement(By.cssSelector("td.ascii")).getText())
        .isEqualTo("xn--bcher-kva.example");
    WebElement u = browser.findElement(By.cssSelector("#labels tr[data-codepoint='U+00FC']"));
    assertThat(u.getText()).contains("LATIN SMALL LETTER U WITH DIAERESIS", "Latin", "PVALID");
  }

  /** Waits until the display policy block says it rendered {@code name} under {@code policy}. */
  private static void awaitDisplay(String name, String policy) {
    waiting()
        .until(
            ExpectedConditions.attributeToBe(
                By.tagName("body"), "data-display-rendered", name + " " + policy));
  }

  /**
   * The README's screenshot (target/inspector.png; README.md "The inspector page" says how to
   * refresh docs/inspector.png from it): an all-Cyrillic lookalike of apple.com, valid under every
   * profile, that the display policy shows as its A-label with the reason.
   */
  @Test
  void screenshotForTheReadme() throws IOException {
    String name = "p\u0430ypal.com"; // pаypal.com, a Cyrillic а among Latin letters
    open("?name=" + Http.enc(name) + "&profile=lookup");
    awaitRendered(name);
    awaitDisplay(name, "chromium");
    assertThat(browser.findElement(By.id("verdict")).getAttribute("data-valid")).isEqualTo("true");
    assertThat(text("display-shown")).isEqualTo("xn--pypal-4ve.com");
    assertThat(text("headline-verdict")).startsWith("Shown as xn--pypal-4ve.com");
    Files.createDirectories(Path.of("target"));
    Files.copy(
        browser.getScreenshotAs(OutputType.FILE).toPath(),
        Path.of("target", "inspector.png"),
        StandardCopyOption.REPLACE_EXISTING);
  }

  /** The display policy block: the shown form and the reasons per label, under each policy. */
  @Test
  void theDisplayPolicyShowsTheDecisionAndTheReasonsPerLabel() {
    open("");
    type("bücher.de", "lookup");
    awaitDisplay("bücher.de", "chromium");
    assertThat(text("display-shown")).isEqualTo("bücher.de");
    assertThat(browser.findElement(By.id("display-output")).getAttribute("data-shown-as-unicode"))
        .isEqualTo("true");
    // another policy, chosen on the page: Firefox's ASCII profile shows every IDN in ASCII
    new Select(browser.findElement(By.id("display-policy"))).selectByValue("firefox-ascii");
    awaitDisplay("bücher.de", "firefox-ascii");
    assertThat(text("display-shown")).isEqualTo("xn--bcher-kva.de");
    WebElement first = browser.findElement(By.cssSelector("#display-labels tr[data-label='0']"));
    assertThat(first.findElement(By.cssSelector("td.shown")).getText()).isEqualTo("xn--bcher-kva");
    assertThat(first.findElement(By.cssSelector("td.reasons")).getText())
        .isEqualTo("RESTRICTION_LEVEL");
    // a name with markup is shown as text, never parsed (textContent only)
    new Select(browser.findElement(By.id("display-policy"))).selectByValue("chromium");
    String markup = "<b>x</b>.com";
    type(markup, "lookup");
    awaitDisplay(markup, "chromium");
    assertThat(browser.findElements(By.cssSelector("#display b"))).isEmpty();
    assertThat(text("display-labels")).contains("<b>x</b>");
  }

  /**
   * The first verdict on the page is how browsers show the name, in words: for a Latin name with
   * one Cyrillic letter, the A-label, the scripts it mixes and the letter with its code point and
   * what it looks like; the letter is marked in the name itself.
   */
  @Test
  void theDisplayVerdictComesFirstInWords() {
    String name = "p\u0430ypal.com";
    open("?name=" + Http.enc(name) + "&profile=lookup");
    awaitRendered(name);
    awaitDisplay(name, "chromium");
    WebElement results = browser.findElement(By.id("results"));
    WebElement first =
        results.findElements(By.xpath("./*")).stream()
            .filter(WebElement::isDisplayed)
            .findFirst()
            .orElseThrow();
    assertThat(first.getAttribute("id")).isEqualTo("headline");
    assertThat(first.getLocation().getY())
        .isLessThan(browser.findElement(By.id("verdict")).getLocation().getY());
    String verdict = text("headline-verdict");
    assertThat(verdict)
        .startsWith("Shown as xn--pypal-4ve.com")
        .contains("mixes Latin and Cyrillic")
        .contains("\u0430 U+0430 CYRILLIC SMALL LETTER A looks like a")
        .doesNotContain("RESTRICTION_LEVEL");
    List<WebElement> marks = browser.findElements(By.cssSelector("#headline-marked mark"));
    assertThat(marks).hasSize(1);
    assertThat(marks.get(0).getText()).isEqualTo("\u0430");
    assertThat(marks.get(0).getAttribute("data-offset")).isEqualTo("1");
    assertThat(text("headline-marked")).isEqualTo(name);
  }

  /**
   * A right-to-left override in the address reorders nothing on the page: the input box holds it
   * written out, and everywhere else it is drawn as a box inside an isolated run, so "moc.lapyap"
   * is never rendered as "paypal.com" and the status line reads left to right.
   */
  @Test
  void aBidiOverrideReordersNothing() {
    String name = "\u202Emoc.lapyap";
    open("?name=" + Http.enc(name));
    awaitRendered(name);
    assertThat(browser.findElement(By.id("name")).getAttribute("value"))
        .isEqualTo("\\u{202E}moc.lapyap");
    for (String id : List.of("rt-input", "rt-unicode", "status")) {
      WebElement e = browser.findElement(By.id(id));
      // the override is drawn as a box with its code point, inside an isolated run
      List<WebElement> boxes =
          e.findElements(By.cssSelector(".invisible[data-codepoint='U+202E']"));
      assertThat(boxes).as(id).isNotEmpty();
      assertThat(e.getText()).as(id).contains("U+202Emoc.lapyap").doesNotContain("paypal");
      assertThat(
              (String)
                  browser.executeScript(
                      "return getComputedStyle(arguments[0].closest('bdi')).unicodeBidi;",
                      boxes.get(0)))
          .as(id)
          .isEqualTo("isolate");
      // rendered left to right: the m of "moc" is left of the c of ".com"-to-be
      @SuppressWarnings("unchecked")
      List<Number> xs =
          (List<Number>)
              browser.executeScript(
                  String.join(
                      "\n",
                      "const t = [...arguments[0].querySelectorAll('bdi')].map(b => b.lastChild)",
                      "  .find(n => n && n.nodeType === 3 && n.data.includes('moc.lapyap'));",
                      "const i = t.data.indexOf('moc.lapyap'), r = document.createRange();",
                      "r.setStart(t, i); r.setEnd(t, i + 1); const m = r.getBoundingClientRect().x;",
                      "r.setStart(t, i + 9); r.setEnd(t, i + 10); return [m, r.getBoundingClientRect().x];"),
                  e);
      assertThat(xs.get(0).doubleValue()).as(id).isLessThan(xs.get(1).doubleValue());
    }
    // the status line starts with its own words, on the left
    assertThat(text("status")).startsWith("Inspected");
    // the box written back: submitting inspects the same name
    browser.findElement(By.id("name")).sendKeys(Keys.ENTER);
    awaitRendered(name);
  }

  /** An invisible character is drawn as a dotted box holding its code point. */
  @Test
  void aZeroWidthJoinerIsDrawnAsABoxWithItsCodePoint() {
    String name = "a\u200Db.example";
    open("?name=" + Http.enc(name) + "&profile=uts46");
    awaitRendered(name);
    for (String where : List.of("#rt-input", "#highlight", "#labels tr[data-codepoint='U+200D']")) {
      WebElement box =
          browser.findElement(By.cssSelector(where + " .invisible[data-codepoint='U+200D']"));
      assertThat(box.getText()).as(where).isEqualTo("U+200D");
      assertThat(box.getCssValue("border-top-style")).as(where).isEqualTo("dotted");
      assertThat(box.getSize().getWidth()).as(where).isGreaterThan(10);
    }
  }

  /** No Java exception text anywhere on the page, here for a name java.net.IDN refuses. */
  @Test
  void noJavaExceptionTextOnAMalformedName() {
    String name = "\u202Emoc.lapyap";
    open("?name=" + Http.enc(name));
    awaitRendered(name);
    assertThat(row("jdk").findElement(By.cssSelector("td.problems")).getText())
        .contains("prohibited code point");
    assertThat(browser.findElement(By.tagName("body")).getText())
        .doesNotContainPattern("java\\.[a-z]+\\.[A-Za-z]+(Exception|Error)");
  }

  @Test
  void typingAnInvalidNameMarksTheProblemAtItsOffset() {
    open("");
    type("ab--c.example", "uts46");
    assertThat(browser.findElement(By.id("verdict")).getAttribute("data-valid")).isEqualTo("false");
    assertThat(problemErrors()).containsExactly("HYPHEN_3_4");
    // the record's explanations (a list of {error, text}): the library's sentence
    assertThat(text("problems")).contains(IdnaError.HYPHEN_3_4.description());
    List<WebElement> bad = browser.findElements(By.cssSelector("#highlight .cp.bad"));
    assertThat(bad).hasSize(1);
    assertThat(bad.get(0).getAttribute("data-offset")).isEqualTo("2"); // UTS #46 §4.1 criterion 2
    assertThat(browser.getCurrentUrl()).contains("name=ab--c.example").contains("profile=uts46");
    // lookup (CheckHyphens off) accepts what uts46 rejects, side by side
    assertThat(row("lookup").getAttribute("class")).isEqualTo("valid");
    assertThat(row("uts46").getAttribute("class")).isEqualTo("invalid");
  }

  @Test
  void aBidiName() {
    open("");
    type("a\u05D0.example", "lookup"); // a Hebrew letter after a Latin one: RFC 5893 §2 rule 5
    assertThat(problemErrors()).isNotEmpty().allMatch(e -> e.startsWith("BIDI_"));
    WebElement alef = browser.findElement(By.cssSelector("#labels tr[data-codepoint='U+05D0']"));
    assertThat(alef.getText()).contains("HEBREW LETTER ALEF", "Hebrew");
    assertThat(alef.findElements(By.tagName("td")).get(5).getText()).isEqualTo("R");
    open("");
    type("\u05E9\u05DC\u05D5\u05DD.example", "lookup"); // an all-Hebrew label is fine
    assertThat(browser.findElement(By.id("verdict")).getAttribute("data-valid")).isEqualTo("true");
  }

  @Test
  void anEmojiNameDividesTheProfiles() {
    // ChromeDriver types BMP characters only, so this one comes through the address.
    open("?name=" + Http.enc("\uD83D\uDE00.example"));
    awaitRendered("\uD83D\uDE00.example");
    assertThat(row("uts46").getAttribute("class")).isEqualTo("valid"); // UTS #46: valid (NV8)
    assertThat(row("registration").getAttribute("class"))
        .isEqualTo("invalid"); // RFC 5892: DISALLOWED
    assertThat(
            browser.findElement(By.cssSelector("#labels tr[data-codepoint='U+1F600']")).getText())
        .contains("GRINNING FACE", "DISALLOWED");
    // the compare record's difference class: a symbol valid in UTS #46, DISALLOWED in IDNA2008
    assertThat(text("status")).contains("profiles disagree").contains("NV8_SYMBOL");
  }

  @Test
  void aHomographIsFlagged() {
    open("");
    type("\u0430pple.com", "lookup"); // CYRILLIC SMALL LETTER A, then Latin
    List<String> findings =
        browser.findElements(By.cssSelector("#confusables li[data-error]")).stream()
            .map(e -> e.getAttribute("data-error"))
            .toList();
    assertThat(findings).contains("MIXED_SCRIPT");
    assertThat(text("confusables")).contains(IdnaError.MIXED_SCRIPT.description());
    assertThat(browser.findElement(By.cssSelector("#labels tr[data-codepoint='U+0430']")).getText())
        .contains("Cyrillic");
    assertThat(text("rt-ascii")).isEqualTo("xn--pple-43d.com");
  }

  @Test
  void anALabelShowsWhatItDecodesToAndNoOtherLabelDoes() {
    open("");
    type("xn--bcher-kva.example", "lookup");
    List<String> captions =
        browser.findElements(By.cssSelector("#labels caption")).stream()
            .map(WebElement::getText)
            .toList();
    // decoded_code_points is [] for "example": no table for it
    assertThat(captions)
        .containsExactly(
            "Code points of label 0", "Decoded from xn--bcher-kva", "Code points of label 1");
    assertThat(browser.findElements(By.cssSelector("#labels tr[data-codepoint='U+00FC']")))
        .hasSize(1);
  }

  @Test
  void whatwgShowsItsNonFatalProblemsApartFromTheFatalOnes() {
    open("");
    type("ab--c.example", "whatwg");
    assertThat(browser.findElement(By.id("verdict")).getAttribute("data-valid")).isEqualTo("true");
    assertThat(problemErrors()).isEmpty();
    List<String> nonFatal =
        browser.findElements(By.cssSelector("#problems li[data-non-fatal-error]")).stream()
            .map(e -> e.getAttribute("data-non-fatal-error"))
            .toList();
    assertThat(nonFatal).containsExactly("HYPHEN_3_4");
    assertThat(text("problems")).contains("Warning", IdnaError.HYPHEN_3_4.description());
  }

  @Test
  void anErrorFromTheApiIsShownNotThrown() {
    open("?name=a.example&profile=nonsense");
    waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Error:"));
    assertThat(text("status")).contains("unknown profile");
    assertThat(browser.findElement(By.id("results")).isDisplayed()).isFalse();
  }

  @Test
  void readableOnAPhone() throws IOException {
    Dimension before = browser.manage().window().getSize();
    try {
      browser.manage().window().setSize(new Dimension(390, 844));
      open("?name=" + Http.enc("bücher.example"));
      awaitRendered("bücher.example");
      // the page itself never scrolls sideways; wide tables scroll inside their own box
      Object overflow =
          browser.executeScript(
              "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
      assertThat(((Number) overflow).intValue()).isLessThanOrEqualTo(0);
      Files.copy(
          browser.getScreenshotAs(OutputType.FILE).toPath(),
          Path.of("target", "inspector-phone.png"),
          StandardCopyOption.REPLACE_EXISTING);
    } finally {
      browser.manage().window().setSize(before);
    }
  }

  @Test
  void keyboardOrderLabelsAndContrast() {
    open("?name=" + Http.enc("ab--c.example") + "&profile=uts46");
    awaitRendered("ab--c.example");
    // Tab from the top: the skip link, then the form in reading order.
    browser.executeScript("document.activeElement.blur(); window.scrollTo(0, 0);");
    List<String> order = new java.util.ArrayList<>();
    for (int i = 0; i < 4; i++) {
      browser.switchTo().activeElement().sendKeys(Keys.TAB);
      WebElement focused = browser.switchTo().activeElement();
      order.add(
          focused.getTagName()
              + (focused.getAttribute("id").isEmpty() ? "" : "#" + focused.getAttribute("id")));
    }
    assertThat(order).containsExactly("a", "input#name", "select#profile", "button");
    // every form control has a label
    assertThat(
            (Boolean)
                browser.executeScript(
                    "return [...document.querySelectorAll('input, select')].every(e => e.labels.length > 0);"))
        .isTrue();
    // WCAG 2.1 §1.4.3: contrast of at least 4.5:1 for the text that carries results
    @SuppressWarnings("unchecked")
    List<Object> ratios =
        (List<Object>)
            browser.executeScript(
                String.join(
                    "\n",
                    "function rgb(c) { return c.match(/[0-9.]+/g).slice(0, 4).map(Number); }",
                    "function lum(c) { const v = rgb(c).slice(0, 3).map(x => { x /= 255;",
                    "  return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });",
                    "  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; }",
                    "function bg(e) { for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor;",
                    "  const a = rgb(c); if (a.length < 4 || a[3] > 0) return c; } return 'rgb(255, 255, 255)'; }",
                    "return ['h1', 'header p', 'label', 'small', 'button', '#verdict', '#profiles td.no', '#profiles td.yes',",
                    "  '#problems li', 'caption', '.cp.bad .glyph', '.cp .at', 'tr.has-problem td'].map(s => {",
                    "  const e = document.querySelector(s); if (!e) return s + ' missing';",
                    "  const a = lum(getComputedStyle(e).color), b = lum(bg(e));",
                    "  return s + ' ' + ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)).toFixed(2); });"));
    for (Object r : ratios) {
      String[] parts = r.toString().split(" ");
      assertThat(parts[parts.length - 1]).as(r.toString()).doesNotContain("missing");
      assertThat(Double.parseDouble(parts[parts.length - 1]))
          .as(r.toString())
          .isGreaterThanOrEqualTo(4.5);
    }
  }

  // ===== EMAIL ADDRESSES (issue 26) =====

  /**
   * Waits until the page says it rendered {@code input}, up to 60 s: an address takes three
   * requests in a row (email, then compare and explain), which a loaded machine can stretch past
   * the 20 s of {@link #awaitRendered}. A failure names what the status line says.
   */
  private static void awaitAddress(String input) {
    new WebDriverWait(browser, Duration.ofSeconds(60))
        .withMessage(() -> "status: " + browser.findElement(By.id("status")).getText())
        .until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-rendered", input));
  }

  /** Types an address into the form as {@link #type} does, waiting with {@link #awaitAddress}. */
  private static void typeAddress(String input) {
    WebElement field = browser.findElement(By.id("name"));
    field.clear();
    field.sendKeys(input);
    field.sendKeys(Keys.ENTER);
    awaitAddress(input);
  }

  private static List<String> emailProblemErrors() {
    return browser.findElements(By.cssSelector("#email-problems li[data-error]")).stream()
        .map(e -> e.getAttribute("data-error"))
        .toList();
  }

  @Test
  void anAddressIsParsedThenItsDomainInspected() {
    open("?name=" + Http.enc("josé@Bücher.example") + "&profile=lookup");
    awaitAddress("josé@Bücher.example");
    assertThat(browser.findElement(By.id("email")).isDisplayed()).isTrue();
    assertThat(browser.findElement(By.id("email-verdict")).getAttribute("data-valid"))
        .isEqualTo("true");
    assertThat(text("em-normalized")).isEqualTo("josé@bücher.example");
    assertThat(text("em-ascii-form")).startsWith("none: the local part is not ASCII");
    assertThat(text("em-ascii-domain")).isEqualTo("xn--bcher-kva.example");
    assertThat(text("em-smtputf8")).startsWith("yes");
    assertThat(emailProblemErrors()).isEmpty();
    // the rest of the page inspects the parser's domain (ascii_domain) as the name
    assertThat(text("rt-input")).isEqualTo("xn--bcher-kva.example");
    assertThat(text("rt-unicode")).isEqualTo("bücher.example");
    assertThat(text("rt-ascii")).isEqualTo("xn--bcher-kva.example");

    typeAddress("Jeff@臺網中心.TW");
    assertThat(text("em-ascii-form")).isEqualTo("Jeff@xn--fiqq24b10vi0d.tw");
    assertThat(text("em-smtputf8")).isEqualTo("no");

    typeAddress("a..b@example.com");
    assertThat(browser.findElement(By.id("email-verdict")).getAttribute("data-valid"))
        .isEqualTo("false");
    assertThat(emailProblemErrors()).containsExactly("EMAIL_LOCAL_PART_DOT");
    // not valid: the parser gives no domain, so none is inspected
    assertThat(browser.findElement(By.id("results")).isDisplayed()).isFalse();

    // a name is not an address: no email section
    type("bücher.example", "lookup");
    assertThat(browser.findElement(By.id("email")).isDisplayed()).isFalse();
  }

  @Test
  void anAddressIsRenderedAsTextNeverAsMarkup() {
    open("");
    String hostile = "<img src=x id=pwned onerror=alert(1)>@example.com";
    typeAddress(hostile);
    assertThat(browser.findElements(By.id("pwned"))).isEmpty();
    assertThat(text("em-normalized")).isEqualTo(hostile);
    assertThat(emailProblemErrors()).isNotEmpty();
    typeAddress("Jane <jane@example.com>");
    assertThat(text("em-display-name")).isEqualTo("Jane");
    assertThat(text("em-normalized")).isEqualTo("jane@example.com");
    assertThat(text("rt-input")).isEqualTo("example.com");
  }

  /**
   * The domain inspected is the parser's: an address that is not valid has no domain, so a second
   * address in it ({@code a@good.example <b@evil.example>}) is never taken as its domain.
   */
  @Test
  void theEmailDomainComesFromTheParser() {
    String input = "a@good.example <b@evil.example>";
    open("?name=" + Http.enc(input));
    awaitAddress(input);
    assertThat(browser.findElement(By.id("email-verdict")).getAttribute("data-valid"))
        .isEqualTo("false");
    assertThat(text("status")).startsWith("Not a valid address").doesNotContain("evil.example");
    assertThat(browser.findElement(By.id("results")).isDisplayed()).isFalse();
    // a valid name-addr: the record's ascii_domain, with the status in words
    typeAddress("Jane <jane@b\u00FCcher.example>");
    assertThat(text("status"))
        .isEqualTo(
            "A valid address; below, its domain xn--bcher-kva.example; the profiles agree on its"
                + " conversion.");
    assertThat(text("rt-input")).isEqualTo("xn--bcher-kva.example");
    assertThat(text("rt-unicode")).isEqualTo("b\u00FCcher.example");
  }

  // ==== URL host (issue 25) ====

  @Test
  void aUrlIsShownWithItsHostMarkedAndTheHostIsInspected() {
    String url = "https://é@bücher.example:8080/p";
    open("?name=" + Http.enc(url) + "&profile=lookup");
    awaitRendered(url);
    assertThat(browser.findElement(By.id("url-section")).isDisplayed()).isTrue();
    assertThat(text("url-highlight")).isEqualTo(url);
    // the marked part is exactly the host, found by its code-point offsets (9..23)
    assertThat(text("url-host")).isEqualTo("bücher.example");
    assertThat(text("url-output")).isEqualTo("https://é@xn--bcher-kva.example:8080/p");
    assertThat(text("url-kind")).isEqualTo("DOMAIN");
    assertThat(text("url-serialized")).isEqualTo("xn--bcher-kva.example");
    assertThat(browser.findElement(By.id("url-verdict")).getAttribute("data-valid"))
        .isEqualTo("true");
    assertThat(
            browser.findElements(By.cssSelector("#url-problems li[data-error]")).stream()
                .map(e -> e.getAttribute("data-error"))
                .toList())
        .containsExactly("INVALID_CREDENTIALS");
    // a non-fatal problem is a warning, said so in the verdict and on its line
    WebElement warning = browser.findElement(By.cssSelector("#url-problems li[data-error]"));
    assertThat(warning.getAttribute("data-severity")).isEqualTo("warning");
    assertThat(warning.getText()).startsWith("Warning");
    assertThat(text("url-verdict"))
        .isEqualTo("A valid URL; its host is a domain name, with 1 warning below.");
    // the rest of the page inspects the host as the name
    assertThat(text("rt-input")).isEqualTo("bücher.example");
    assertThat(text("rt-ascii")).isEqualTo("xn--bcher-kva.example");
    // a name again: the URL section goes away
    type("bücher.example", "lookup");
    assertThat(browser.findElement(By.id("url-section")).isDisplayed()).isFalse();
  }

  @Test
  void anInvalidUrlStillMarksItsHostAndMarkupStaysText() {
    open("");
    String url = "http://<img src=x onerror=alert(1)>.example/";
    type(url, "lookup");
    assertThat(browser.findElement(By.id("url-verdict")).getAttribute("data-valid"))
        .isEqualTo("false");
    assertThat(text("url-host")).isEqualTo("<img src=x onerror=alert(1)>.example");
    assertThat(browser.findElements(By.cssSelector("#url-section img"))).isEmpty();
    assertThat(text("url-output")).isEqualTo(url); // invalid: the URL unchanged
  }

  @Test
  void aUrlWithNoHostSaysSo() {
    open("");
    type("mailto:a@b.example", "lookup");
    assertThat(text("url-kind")).isEqualTo("—");
    assertThat(text("status")).isEqualTo("The URL has no host to inspect.");
    assertThat(browser.findElement(By.id("results")).isDisplayed()).isFalse();
  }

  // ==== end URL host ====
}
