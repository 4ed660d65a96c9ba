package org.idna4j.build.api;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes the public API of one compiled module as text: its module descriptor, then each type that
 * another module can use, with every public and protected member and its generic signature. One
 * line per declaration, types and members sorted, so that a change to the API is a small line diff
 * of the checked-in file (the habit of Kotlin's binary-compatibility validator).
 *
 * <p>What counts as API: the packages the module's {@code module-info.class} exports without
 * qualification (every package when there is none); in them, the public top-level types and the
 * public or protected member types of those; in each, the public members, and the protected members
 * when the type can be subclassed. Synthetic and bridge members are left out. Qualified exports are
 * listed in the header but their types are not API.
 *
 * <p>Every type a signature names is also collected ({@link Dump#referencedTypes}), so that a
 * module can forbid third-party types in its API.
 */
public final class ApiSignatures {

  private ApiSignatures() {}

  /** The API of a module: its lines and the types its signatures name. */
  public record Dump(List<String> lines, Set<String> referencedTypes) {

    /** The file's text: the lines joined with {@code \n}, ending with one. */
    public String text() {
      return String.join("\n", lines) + "\n";
    }
  }

  /**
   * Dumps the API of the classes under {@code classes}, loaded (not initialized) from {@code
   * loader}.
   *
   * @param classes a compiled module's output directory
   * @param loader a class loader that sees those classes and their dependencies
   * @return the lines and the referenced types
   * @throws IOException if the directory cannot be read
   * @throws ClassNotFoundException if a class file's class cannot be loaded
   */
  public static Dump dump(Path classes, ClassLoader loader)
      throws IOException, ClassNotFoundException {
    return dump(classes, loader, null);
  }

  /**
   * Dumps the API as {@link #dump(Path, ClassLoader)} does; a module without {@code
   * module-info.class} that names itself in its manifest ({@code Automatic-Module-Name}) is
   * recorded as the automatic module it is on the module path: every package exported (JLS §7.7.1
   * leaves that to {@code java.lang.module.ModuleFinder}: an automatic module exports all its
   * packages).
   *
   * @param classes a compiled module's output directory
   * @param loader a class loader that sees those classes and their dependencies
   * @param automaticName the manifest's {@code Automatic-Module-Name}, used only when there is no
   *     {@code module-info.class}; null for none
   * @return the lines and the referenced types
   * @throws IOException if the directory cannot be read
   * @throws ClassNotFoundException if a class file's class cannot be loaded
   */
  public static Dump dump(Path classes, ClassLoader loader, String automaticName)
      throws IOException, ClassNotFoundException {
    List<String> lines = new ArrayList<>();
    Predicate<String> exported = p -> true;
    Path moduleInfo = classes.resolve("module-info.class");
    if (Files.exists(moduleInfo)) {
      ModuleDescriptor d;
      try (InputStream in = Files.newInputStream(moduleInfo)) {
        d = ModuleDescriptor.read(in);
      }
      lines.addAll(header(d));
      Set<String> open =
          d.exports().stream()
              .filter(e -> !e.isQualified())
              .map(ModuleDescriptor.Exports::source)
              .collect(Collectors.toSet());
      exported = open::contains;
    }
    List<String> names;
    try (Stream<Path> files = Files.walk(classes)) {
      names =
          files
              .filter(f -> f.toString().endsWith(".class"))
              .map(f -> classes.relativize(f).toString().replace('\\', '/'))
              .filter(n -> !n.equals("module-info.class") && !n.endsWith("package-info.class"))
              .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
              .sorted()
              .toList();
    }
    if (!Files.exists(moduleInfo) && automaticName != null) {
      lines.add("automatic module " + automaticName);
      names.stream()
          .filter(n -> n.lastIndexOf('.') > 0)
          .map(n -> n.substring(0, n.lastIndexOf('.')))
          .distinct()
          .sorted()
          .forEach(p -> lines.add("  exports " + p));
    }
    Set<String> referenced = new TreeSet<>();
    for (String name : names) {
      int dot = name.lastIndexOf('.');
      if (!exported.test(dot < 0 ? "" : name.substring(0, dot))) {
        continue;
      }
      Class<?> c = Class.forName(name, false, loader);
      if (isApi(c)) {
        lines.add("");
        lines.addAll(new TypeWriter(referenced).write(c));
      }
    }
    return new Dump(List.copyOf(lines), Set.copyOf(referenced));
  }

  /** Whether {@code c} is visible outside its package: public, or a public/protected member. */
  static boolean isApi(Class<?> c) {
    if (c.isSynthetic() || c.isAnonymousClass() || c.isLocalClass()) {
      return false;
    }
    for (Class<?> t = c; t != null; t = t.getDeclaringClass()) {
      int m = t.getModifiers();
      boolean visible =
          Modifier.isPublic(m)
              || (t.getDeclaringClass() != null
                  && Modifier.isProtected(m)
                  && !Modifier.isFinal(t.getDeclaringClass().getModifiers()));
      if (!visible) {
        return false;
      }
    }
    return true;
  }

  private static List<String> header(ModuleDescriptor d) {
    List<String> out = new ArrayList<>();
    out.add("module " + d.name());
    d.requires().stream()
        .filter(r -> !r.name().equals("java.base"))
        .map(
            r ->
                "  requires "
                    + r.modifiers().stream()
                        .filter(m -> m != ModuleDescriptor.Requires.Modifier.MANDATED)
                        .map(m -> m.toString().toLowerCase(java.util.Locale.ROOT) + " ")
                        .sorted()
                        .collect(Collectors.joining())
                    + r.name())
        .sorted()
        .forEach(out::add);
    d.exports().stream()
        .map(
            e ->
                "  exports "
                    + e.source()
                    + (e.isQualified()
                        ? " to " + String.join(", ", new TreeSet<>(e.targets()))
                        : ""))
        .sorted()
        .forEach(out::add);
    d.opens().stream().map(o -> "  opens " + o.source()).sorted().forEach(out::add);
    d.uses().stream().map(u -> "  uses " + u).sorted().forEach(out::add);
    d.provides().stream()
        .map(p -> "  provides " + p.service() + " with " + String.join(", ", p.providers()))
        .sorted()
        .forEach(out::add);
    return out;
  }

  /** Renders one type and its members, collecting the types they name. */
  private static final class TypeWriter {
    private final Set<String> referenced;

    TypeWriter(Set<String> referenced) {
      this.referenced = referenced;
    }

    List<String> write(Class<?> c) {
      List<String> out = new ArrayList<>();
      out.add(typeHeader(c));
      boolean subclassable = !Modifier.isFinal(c.getModifiers()) && !c.isEnum() && !c.isRecord();
      Set<String> fields = new TreeSet<>();
      for (Field f : c.getDeclaredFields()) {
        if (f.isSynthetic() || !visible(f.getModifiers(), subclassable)) {
          continue;
        }
        if (f.isEnumConstant()) {
          fields.add("  enum constant " + f.getName());
        } else {
          fields.add(
              "  "
                  + modifiers(f.getModifiers() & Modifier.fieldModifiers() & ~Modifier.TRANSIENT)
                  + type(f.getGenericType())
                  + " "
                  + f.getName());
        }
      }
      Set<String> constructors = new TreeSet<>();
      if (!c.isEnum()) {
        for (Constructor<?> k : c.getDeclaredConstructors()) {
          if (!k.isSynthetic() && visible(k.getModifiers(), subclassable)) {
            constructors.add(
                "  "
                    + modifiers(k.getModifiers() & Modifier.constructorModifiers())
                    + typeParameters(k.getTypeParameters())
                    + c.getSimpleName()
                    + parameters(k)
                    + exceptions(k));
          }
        }
      }
      Set<String> methods = new TreeSet<>();
      for (Method m : c.getDeclaredMethods()) {
        if (m.isSynthetic() || m.isBridge() || !visible(m.getModifiers(), subclassable)) {
          continue;
        }
        int mods = m.getModifiers() & Modifier.methodModifiers();
        if (c.isInterface()) {
          mods &= ~(Modifier.PUBLIC | Modifier.ABSTRACT);
        }
        methods.add(
            "  "
                + (m.isDefault() ? "default " : "")
                + modifiers(mods & ~(Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.STRICT))
                + typeParameters(m.getTypeParameters())
                + type(m.getGenericReturnType())
                + " "
                + m.getName()
                + parameters(m)
                + exceptions(m)
                + (m.getDefaultValue() != null ? " default " + value(m.getDefaultValue()) : ""));
      }
      out.addAll(fields);
      out.addAll(constructors);
      out.addAll(methods);
      return out;
    }

    private static boolean visible(int mods, boolean subclassable) {
      return Modifier.isPublic(mods) || (subclassable && Modifier.isProtected(mods));
    }

    private String typeHeader(Class<?> c) {
      int mods = c.getModifiers() & Modifier.classModifiers();
      String kind;
      if (c.isAnnotation()) {
        kind = "@interface";
        mods &= ~(Modifier.ABSTRACT | Modifier.STATIC);
      } else if (c.isInterface()) {
        kind = "interface";
        mods &= ~(Modifier.ABSTRACT | Modifier.STATIC);
      } else if (c.isEnum()) {
        kind = "enum";
        mods &= ~(Modifier.FINAL | Modifier.STATIC | Modifier.ABSTRACT);
      } else if (c.isRecord()) {
        kind = "record";
        mods &= ~(Modifier.FINAL | Modifier.STATIC);
      } else {
        kind = "class";
      }
      StringBuilder sb = new StringBuilder();
      if (c.isSealed()) {
        sb.append("sealed ");
      }
      sb.append(modifiers(mods)).append(kind).append(' ').append(c.getName());
      sb.append(typeParameters(c.getTypeParameters()).stripTrailing());
      Type superclass = c.getGenericSuperclass();
      if (superclass != null
          && superclass != Object.class
          && !c.isEnum()
          && !c.isRecord()
          && !c.isInterface()) {
        sb.append(" extends ").append(type(superclass));
      }
      Type[] interfaces = c.getGenericInterfaces();
      List<String> names = new ArrayList<>();
      for (Type i : interfaces) {
        if (!(c.isAnnotation() && i == java.lang.annotation.Annotation.class)) {
          names.add(type(i));
        }
      }
      if (!names.isEmpty()) {
        sb.append(c.isInterface() ? " extends " : " implements ").append(String.join(", ", names));
      }
      if (c.isSealed()) {
        sb.append(" permits ")
            .append(
                Arrays.stream(c.getPermittedSubclasses())
                    .map(Class::getName)
                    .sorted()
                    .collect(Collectors.joining(", ")));
      }
      return sb.toString();
    }

    private String parameters(Executable e) {
      Type[] types = e.getGenericParameterTypes();
      if (types.length != e.getParameterCount()) {
        types = e.getParameterTypes(); // inner-class constructors: generic info lacks the outer
      }
      List<String> out = new ArrayList<>();
      for (int i = 0; i < types.length; i++) {
        String t = type(types[i]);
        if (e.isVarArgs() && i == types.length - 1 && t.endsWith("[]")) {
          t = t.substring(0, t.length() - 2) + "...";
        }
        out.add(t);
      }
      return "(" + String.join(", ", out) + ")";
    }

    private String exceptions(Executable e) {
      Type[] thrown = e.getGenericExceptionTypes();
      if (thrown.length == 0) {
        return "";
      }
      return " throws "
          + Arrays.stream(thrown).map(this::type).sorted().collect(Collectors.joining(", "));
    }

    private String typeParameters(TypeVariable<?>[] vars) {
      if (vars.length == 0) {
        return "";
      }
      List<String> out = new ArrayList<>();
      for (TypeVariable<?> v : vars) {
        List<String> bounds = new ArrayList<>();
        for (Type b : v.getBounds()) {
          if (b != Object.class) {
            bounds.add(type(b));
          }
        }
        out.add(v.getName() + (bounds.isEmpty() ? "" : " extends " + String.join(" & ", bounds)));
      }
      return "<" + String.join(", ", out) + "> ";
    }

    /** The source form of a type, recording every class it names. */
    String type(Type t) {
      if (t instanceof Class<?> c) {
        if (c.isArray()) {
          return type(c.getComponentType()) + "[]";
        }
        if (!c.isPrimitive()) {
          referenced.add(c.getName());
        }
        return c.getName().replace('$', '.');
      }
      if (t instanceof ParameterizedType p) {
        String owner =
            p.getOwnerType() instanceof ParameterizedType
                ? type(p.getOwnerType()) + "." + ((Class<?>) p.getRawType()).getSimpleName()
                : type(p.getRawType());
        return owner
            + Arrays.stream(p.getActualTypeArguments())
                .map(this::type)
                .collect(Collectors.joining(", ", "<", ">"));
      }
      if (t instanceof WildcardType w) {
        if (w.getLowerBounds().length > 0) {
          return "? super " + type(w.getLowerBounds()[0]);
        }
        Type upper = w.getUpperBounds()[0];
        return upper == Object.class ? "?" : "? extends " + type(upper);
      }
      if (t instanceof GenericArrayType g) {
        return type(g.getGenericComponentType()) + "[]";
      }
      if (t instanceof TypeVariable<?> v) {
        return v.getName();
      }
      throw new IllegalArgumentException("unknown type " + t);
    }

    private static String modifiers(int mods) {
      String s = Modifier.toString(mods);
      return s.isEmpty() ? "" : s + " ";
    }

    private String value(Object v) {
      if (v instanceof String s) {
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
      }
      if (v instanceof Class<?> c) {
        return type(c) + ".class";
      }
      if (v instanceof Enum<?> e) {
        return type(e.getDeclaringClass()) + "." + e.name();
      }
      if (v.getClass().isArray()) {
        int n = java.lang.reflect.Array.getLength(v);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          out.add(value(java.lang.reflect.Array.get(v, i)));
        }
        return "{" + String.join(", ", out) + "}";
      }
      if (v instanceof java.lang.annotation.Annotation a) {
        return "@" + type(a.annotationType());
      }
      return String.valueOf(v);
    }
  }

  /**
   * The types among {@code referenced} outside the allowed package prefixes.
   *
   * @param referenced fully qualified class names
   * @param allowedPrefixes prefixes such as {@code java.} and {@code org.idna4j.}
   * @return the names that match none, sorted
   */
  public static List<String> forbidden(Set<String> referenced, List<String> allowedPrefixes) {
    return referenced.stream()
        .filter(n -> allowedPrefixes.stream().noneMatch(n::startsWith))
        .sorted()
        .toList();
  }

  /**
   * The lines of {@code expected} missing from {@code actual} ("-") and the lines of {@code actual}
   * not in {@code expected} ("+"), in file order: enough to show what changed in an API file.
   *
   * @param expected the checked-in file's lines
   * @param actual the lines just dumped
   * @return the changed lines, empty when the two are equal
   */
  public static List<String> diff(List<String> expected, List<String> actual) {
    List<String> out = new ArrayList<>();
    Set<String> e = Set.copyOf(expected);
    Set<String> a = Set.copyOf(actual);
    expected.stream().filter(l -> !a.contains(l)).forEach(l -> out.add("- " + l));
    actual.stream().filter(l -> !e.contains(l)).forEach(l -> out.add("+ " + l));
    if (out.isEmpty() && !expected.equals(actual)) {
      out.add("(same lines, different order or repetition)");
    }
    return out;
  }
}
