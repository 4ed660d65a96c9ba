/**
 * The {@code idna} command-line tool: Punycode conversion, domain-name conversion under every
 * IDNA4J profile, bulk validation ({@code check}) and the java.net.IDN migration report ({@code
 * compare}).
 *
 * <p>The package is an application, not a library: its only public entry point is {@link
 * org.idna4j.cli.IdnaCli#main(String[])}. Records are written as UTF-8 bytes whatever the locale,
 * and every input line yields exactly one output record, in input order.
 */
package org.idna4j.cli;
