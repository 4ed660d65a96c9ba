package org.idna4j.email;

import java.util.Objects;

/**
 * What {@link EmailAddress#parse(CharSequence, EmailOptions)} accepts: how much of the address may
 * be non-ASCII, which optional forms of RFC 5321 and RFC 5322 are allowed, and whether the domain
 * must be one that can receive Internet mail. Immutable and thread-safe; equal when every option
 * is.
 *
 * <table>
 *   <caption>Presets</caption>
 *   <tr><th>option</th><th>{@link #defaults()}</th><th>{@link #rfc5321()}</th></tr>
 *   <tr><td>{@link #eai()}</td><td>{@link Eai#SMTPUTF8}</td><td>{@link Eai#SMTPUTF8}</td></tr>
 *   <tr><td>{@link #quotedLocalPart()}</td><td>false</td><td>true</td></tr>
 *   <tr><td>{@link #addressLiteral()}</td><td>false</td><td>true</td></tr>
 *   <tr><td>{@link #displayName()}</td><td>false</td><td>false</td></tr>
 *   <tr><td>{@link #globallyDeliverable()}</td><td>true</td><td>false</td></tr>
 * </table>
 *
 * <pre>{@code
 * EmailOptions signUp = EmailOptions.defaults();
 * EmailOptions legacyRelay = EmailOptions.defaults().toBuilder().eai(EmailOptions.Eai.IDN_DOMAIN).build();
 * EmailOptions headers = EmailOptions.builder().displayName(true).build();
 * }</pre>
 */
public final class EmailOptions {

  /**
   * How far an address may use Email Address Internationalization (EAI, RFC 6530): which parts may
   * hold non-ASCII, and so what a mail system needs to deliver it.
   */
  public enum Eai {
    /**
     * UTF-8 anywhere (RFC 6531 §3.3): a non-ASCII local part, which only an SMTP server that offers
     * the SMTPUTF8 extension accepts ({@link EmailResult#requiresSmtpUtf8()}), and a U-label
     * domain.
     */
    SMTPUTF8,
    /**
     * Deliverable without SMTPUTF8: the local part must be ASCII (RFC 5321 §4.1.2), the domain may
     * be written with U-labels, which the ASCII form carries as A-labels (RFC 5890 §2.3.2.1), so
     * {@link EmailResult#asciiForm()} is always present.
     */
    IDN_DOMAIN,
    /**
     * ASCII as typed (RFC 5321 §4.1.2, RFC 5322 §3.4.1): any non-ASCII code point is a problem, so
     * an internationalized domain must be written with A-labels.
     */
    ASCII,
  }

  private static final EmailOptions DEFAULTS = new Builder().build();

  private static final EmailOptions RFC5321 =
      new Builder().quotedLocalPart(true).addressLiteral(true).globallyDeliverable(false).build();

  private final Eai eai;
  private final boolean quotedLocalPart;
  private final boolean addressLiteral;
  private final boolean displayName;
  private final boolean globallyDeliverable;

  private EmailOptions(Builder b) {
    this.eai = b.eai;
    this.quotedLocalPart = b.quotedLocalPart;
    this.addressLiteral = b.addressLiteral;
    this.displayName = b.displayName;
    this.globallyDeliverable = b.globallyDeliverable;
  }

  /**
   * The options for what people type into a form: {@link Eai#SMTPUTF8}; no quoted local part, no
   * address literal, no display name; the domain must be globally deliverable. These are
   * python-email-validator's defaults.
   *
   * @return the default options
   */
  public static EmailOptions defaults() {
    return DEFAULTS;
  }

  /**
   * The options for an RFC 5321 §4.1.2 Mailbox as an SMTP server sees it: {@link Eai#SMTPUTF8},
   * quoted local parts ({@code "john doe"@example.com}) and address literals ({@code
   * user@[192.0.2.1]}) accepted; no display name; the domain need not be globally deliverable (a
   * dotless or special-use domain such as {@code postmaster@localhost} is fine inside a network).
   *
   * @return the RFC 5321 options
   */
  public static EmailOptions rfc5321() {
    return RFC5321;
  }

  /**
   * Returns a builder that starts from {@link #defaults()}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder that starts from these options.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.eai = eai;
    b.quotedLocalPart = quotedLocalPart;
    b.addressLiteral = addressLiteral;
    b.displayName = displayName;
    b.globallyDeliverable = globallyDeliverable;
    return b;
  }

  /**
   * Returns how far the address may be internationalized.
   *
   * @return the EAI level
   */
  public Eai eai() {
    return eai;
  }

  /**
   * Returns whether the local part may be an RFC 5321 §4.1.2 Quoted-string ({@code "john
   * doe"@example.com}, {@code ""@example.com}).
   *
   * @return whether quoted local parts are accepted
   */
  public boolean quotedLocalPart() {
    return quotedLocalPart;
  }

  /**
   * Returns whether the domain may be an RFC 5321 §4.1.3 address literal: {@code [192.0.2.1]} or
   * {@code [IPv6:2001:db8::1]}.
   *
   * @return whether address literals are accepted
   */
  public boolean addressLiteral() {
    return addressLiteral;
  }

  /**
   * Returns whether the input may be an RFC 5322 §3.4 name-addr, {@code Jane <jane@example.com>} or
   * {@code "Doe, Jane" <jane@example.com>}.
   *
   * @return whether a display name and angle brackets are accepted
   */
  public boolean displayName() {
    return displayName;
  }

  /**
   * Returns whether the domain must be able to receive Internet mail: it has a dot, its last label
   * ends in a letter, and it is not a special-use name ({@code arpa}, {@code invalid}, {@code
   * local}, {@code localhost}, {@code onion}, {@code test}; RFC 6761 §6, RFC 6762 §3, RFC 7686 §2).
   * No DNS query is made.
   *
   * @return whether the domain must be globally deliverable
   */
  public boolean globallyDeliverable() {
    return globallyDeliverable;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EmailOptions other
        && eai == other.eai
        && quotedLocalPart == other.quotedLocalPart
        && addressLiteral == other.addressLiteral
        && displayName == other.displayName
        && globallyDeliverable == other.globallyDeliverable;
  }

  @Override
  public int hashCode() {
    return Objects.hash(eai, quotedLocalPart, addressLiteral, displayName, globallyDeliverable);
  }

  @Override
  public String toString() {
    return "EmailOptions{eai="
        + eai
        + ", quotedLocalPart="
        + quotedLocalPart
        + ", addressLiteral="
        + addressLiteral
        + ", displayName="
        + displayName
        + ", globallyDeliverable="
        + globallyDeliverable
        + "}";
  }

  /** Builds {@link EmailOptions}; starts from {@link EmailOptions#defaults()}. Not thread-safe. */
  public static final class Builder {
    private Eai eai = Eai.SMTPUTF8;
    private boolean quotedLocalPart;
    private boolean addressLiteral;
    private boolean displayName;
    private boolean globallyDeliverable = true;

    private Builder() {}

    /**
     * Sets how far the address may be internationalized (default {@link Eai#SMTPUTF8}).
     *
     * @param e the EAI level
     * @return this builder
     * @throws NullPointerException if {@code e} is null
     */
    public Builder eai(Eai e) {
      this.eai = Objects.requireNonNull(e, "eai");
      return this;
    }

    /**
     * Sets whether a quoted local part is accepted (default false).
     *
     * @param on whether to accept it
     * @return this builder
     */
    public Builder quotedLocalPart(boolean on) {
      this.quotedLocalPart = on;
      return this;
    }

    /**
     * Sets whether an address literal is accepted as the domain (default false).
     *
     * @param on whether to accept it
     * @return this builder
     */
    public Builder addressLiteral(boolean on) {
      this.addressLiteral = on;
      return this;
    }

    /**
     * Sets whether a display name with angle brackets is accepted (default false).
     *
     * @param on whether to accept it
     * @return this builder
     */
    public Builder displayName(boolean on) {
      this.displayName = on;
      return this;
    }

    /**
     * Sets whether the domain must be globally deliverable (default true).
     *
     * @param on whether to require it
     * @return this builder
     */
    public Builder globallyDeliverable(boolean on) {
      this.globallyDeliverable = on;
      return this;
    }

    /**
     * Builds the options.
     *
     * @return the immutable options
     */
    public EmailOptions build() {
      return new EmailOptions(this);
    }
  }
}
