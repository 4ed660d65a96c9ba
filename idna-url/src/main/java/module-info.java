/**
 * Hosts inside URLs: {@link org.idna4j.url.Host} runs the URL Standard's host parser (domains,
 * IPv4, IPv6 and opaque hosts) and converts the host of a URL or IRI in place; {@link
 * org.idna4j.url.HostResult} carries the answer and every problem with its position.
 */
module org.idna4j.url {
  // IdnaProblem and IdnaError appear in HostResult's API.
  requires transitive org.idna4j.label;
  // Idna.whatwgUrl(), the URL Standard's domain parser the host parser calls.
  requires org.idna4j.domain;

  exports org.idna4j.url;
}
