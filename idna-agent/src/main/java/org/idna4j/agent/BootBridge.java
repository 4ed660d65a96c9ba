package org.idna4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.Instrumentation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The bridge in the boot class loader: {@link Bridge}'s class file, renamed to {@link #NAME} and
 * defined in {@code java.net} through a lookup into {@code java.net.IDN}, with the method handles
 * that install the handler and guard the audit handler's own calls of the JDK.
 *
 * <p>Why not the boot class path: {@link Instrumentation#appendToBootstrapClassLoaderSearch} makes
 * HotSpot turn class-data sharing off for every class outside the boot loader's own (it prints
 * "Sharing is only supported for boot loader classes because bootstrap classpath has been appended"
 * on standard error), which slows the application's start. Defining one class with {@link
 * MethodHandles.Lookup#defineClass} leaves the boot class path alone. It needs {@code java.net}
 * open to the agent: {@link #define} opens it to this class's module only, the engine's class
 * loader, never to the application's.
 */
final class BootBridge {

  /** The bridge's name in the boot loader, where the rewritten {@code java.net.IDN} calls it. */
  static final String NAME = "java.net.Idna4jBridge";

  /** {@link #NAME} as the class file names it. */
  static final String INTERNAL_NAME = NAME.replace('.', '/');

  /** The bridge's source class, as a resource of the agent jar. */
  static final String SOURCE = Bridge.class.getName().replace('.', '/');

  /** The type of {@code Bridge.call} and of the handler's method handle. */
  static final MethodType CALL =
      MethodType.methodType(String.class, int.class, String.class, int.class);

  private final MethodHandle install;
  private final MethodHandle enter;
  private final MethodHandle exit;

  private BootBridge(MethodHandles.Lookup bridge) throws ReflectiveOperationException {
    Class<?> c = bridge.lookupClass();
    this.install =
        bridge.findStatic(
            c, "install", MethodType.methodType(void.class, MethodHandle.class, boolean.class));
    this.enter = bridge.findStatic(c, "enter", MethodType.methodType(void.class));
    this.exit = bridge.findStatic(c, "exit", MethodType.methodType(void.class));
  }

  /**
   * Opens {@code java.net} to this class's module and defines the bridge there, in the boot loader.
   *
   * @param inst the JVM's instrumentation
   * @return the bridge
   * @throws Exception if the class file is missing or the JVM refuses to define it (for example
   *     because a bridge is already defined)
   */
  static BootBridge define(Instrumentation inst) throws Exception {
    Module base = Object.class.getModule();
    inst.redefineModule(
        base,
        Set.of(),
        Map.of(),
        Map.of("java.net", Set.of(BootBridge.class.getModule())),
        Set.of(),
        Map.of());
    MethodHandles.Lookup idn =
        MethodHandles.privateLookupIn(java.net.IDN.class, MethodHandles.lookup());
    Class<?> c = idn.defineClass(relocate(sourceClassFile()));
    return new BootBridge(MethodHandles.privateLookupIn(c, MethodHandles.lookup()));
  }

  /** {@link Bridge}'s class file, read from the jar this class came from. */
  static byte[] sourceClassFile() throws IOException {
    try (InputStream in =
        BootBridge.class.getClassLoader().getResourceAsStream(SOURCE + ".class")) {
      if (in == null) {
        throw new IOException("missing " + SOURCE + ".class in the agent jar");
      }
      return in.readAllBytes();
    }
  }

  /**
   * Renames {@link Bridge}'s class file to {@link #INTERNAL_NAME}: the class and each reference to
   * it (its own fields and methods, the type of the constructor's {@code this}). Nothing else
   * changes.
   *
   * @param classFile the class file of {@link Bridge}
   * @return the renamed class file
   * @throws IllegalStateException if the result still names the agent's package (the source class
   *     refers to another class of the agent, which the boot loader could not load)
   */
  static byte[] relocate(byte[] classFile) {
    ClassReader reader = new ClassReader(classFile);
    ClassWriter writer = new ClassWriter(0);
    reader.accept(
        new ClassVisitor(Opcodes.ASM9, writer) {
          @Override
          public void visit(
              int version,
              int access,
              String name,
              String signature,
              String superName,
              String[] interfaces) {
            super.visit(version, access, rename(name), signature, superName, interfaces);
          }

          @Override
          public MethodVisitor visitMethod(
              int access, String name, String descriptor, String signature, String[] exceptions) {
            return new MethodVisitor(
                Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
              @Override
              public void visitFieldInsn(int op, String owner, String name, String desc) {
                super.visitFieldInsn(op, rename(owner), name, desc);
              }

              @Override
              public void visitMethodInsn(
                  int op, String owner, String name, String desc, boolean itf) {
                super.visitMethodInsn(op, rename(owner), name, desc, itf);
              }

              @Override
              public void visitTypeInsn(int op, String type) {
                super.visitTypeInsn(op, rename(type));
              }

              @Override
              public void visitLocalVariable(
                  String name, String desc, String signature, Label start, Label end, int index) {
                // the constructor's "this"
                super.visitLocalVariable(
                    name,
                    desc.replace("L" + SOURCE + ";", "L" + INTERNAL_NAME + ";"),
                    signature,
                    start,
                    end,
                    index);
              }

              @Override
              public void visitLdcInsn(Object value) {
                super.visitLdcInsn(
                    value instanceof Type t && t.getSort() == Type.OBJECT
                        ? Type.getObjectType(rename(t.getInternalName()))
                        : value);
              }
            };
          }
        },
        0);
    byte[] out = writer.toByteArray();
    // Class names are ASCII in the constant pool: a remaining reference would show here.
    if (new String(out, StandardCharsets.ISO_8859_1).contains("org/idna4j/")) {
      throw new IllegalStateException(SOURCE + " refers to the agent's package after renaming");
    }
    return out;
  }

  private static String rename(String internalName) {
    return SOURCE.equals(internalName) ? INTERNAL_NAME : internalName;
  }

  /**
   * Installs the handler that answers from now on, or none.
   *
   * @param h the handler, or null
   * @param reentrant whether the handler calls {@code java.net.IDN} inside {@link #enter()}
   */
  void install(IdnHandler h, boolean reentrant) {
    try {
      MethodHandle call =
          h == null
              ? null
              : MethodHandles.lookup().findVirtual(IdnHandler.class, "call", CALL).bindTo(h);
      install.invokeExact(call, reentrant);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  /**
   * Makes the current thread's {@code java.net.IDN} calls run the JDK's code, until {@link #exit}.
   */
  void enter() {
    invoke(enter);
  }

  /** Ends the matching {@link #enter()}. */
  void exit() {
    invoke(exit);
  }

  private static void invoke(MethodHandle h) {
    try {
      h.invokeExact();
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }
}
