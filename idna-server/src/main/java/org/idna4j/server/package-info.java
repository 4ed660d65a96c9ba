/**
 * {@code idna serve}: a JSON API and an inspector page over the IDNA4J library, on Jetty.
 *
 * <p>Most users need only {@link org.idna4j.server.IdnaServer}: build one with {@link
 * org.idna4j.server.IdnaServer#builder()}, {@code start()} it, and {@code close()} it. The
 * endpoints, their parameters and their limits are listed in the module's README.md; the routes are
 * declared in one table in {@code Routes}.
 */
package org.idna4j.server;
