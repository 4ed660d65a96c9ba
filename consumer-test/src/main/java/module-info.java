/**
 * A user of IDNA4J on the module path: requires the library modules by name, as an application
 * would, so that compiling and running it checks their module descriptors (exports, qualified
 * export of {@code org.idna4j.label.internal}, transitive reads, ICU4J as an automatic module).
 */
module org.idna4j.consumer {
  requires org.idna4j.domain; // reads org.idna4j.label transitively
  requires org.idna4j.psl;
  requires org.idna4j.lgr;
  requires org.idna4j.validation; // reads jakarta.validation transitively
  requires org.idna4j.records; // the records every face emits
}
