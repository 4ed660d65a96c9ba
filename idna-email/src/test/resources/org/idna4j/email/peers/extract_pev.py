"""Extracts python-email-validator's published test tables (tests/test_syntax.py) into a
tab-separated file that Java reads without a Python parser. Run from a checkout:
    python3 extract_pev.py tests/test_syntax.py > python-email-validator-cases.tsv
Columns: table, input, expected (valid | invalid | a pyIsEmail status), then key=value fields.
Escapes: \\\\, \\t, \\n, \\r, \\uXXXX, \\UXXXXXXXX for controls, surrogates, format and
unassigned code points; everything else is UTF-8 as it is."""
import ast, sys, unicodedata

def esc(s):
    out = []
    for c in s:
        o = ord(c)
        if c == '\\': out.append('\\\\')
        elif c == '\t': out.append('\\t')
        elif c == '\n': out.append('\\n')
        elif c == '\r': out.append('\\r')
        elif unicodedata.category(c) in ('Cc', 'Cf', 'Cs', 'Co', 'Cn', 'Zl', 'Zp') or (0x2000 <= o <= 0x200F):
            out.append('\\u%04X' % o if o <= 0xFFFF else '\\U%08X' % o)
        else: out.append(c)
    return ''.join(out)

def value(node):
    if isinstance(node, ast.Call) and getattr(node.func, 'id', '') == 'MakeValidatedEmail':
        return {k.arg: ast.literal_eval(k.value) for k in node.keywords}
    return ast.literal_eval(node)

tree = ast.parse(open(sys.argv[1], encoding='utf-8').read())
print('# table\tinput\texpected\tfields (key=value)')
for fn in tree.body:
    if not isinstance(fn, ast.FunctionDef):
        continue
    for dec in fn.decorator_list:
        if not (isinstance(dec, ast.Call) and getattr(dec.func, 'attr', '') == 'parametrize'):
            continue
        rows = dec.args[1]
        for elt in rows.elts:
            items = [value(e) for e in elt.elts] if isinstance(elt, (ast.Tuple, ast.List)) else [value(elt)]
            inp = items[0]
            fields = []
            name = fn.name
            if isinstance(items[-1], dict) and len(items) == 2:
                expected = 'valid'
                for k, v in items[1].items():
                    fields.append('%s=%s' % (k, esc(str(v))))
            elif name == 'test_pyisemail_tests':
                expected = items[1]
            elif name == 'test_email_valid_only_if_quoted_local_part':
                expected = 'valid'
                fields.append('local_part=%s' % esc(items[1]))
            elif name == 'test_email_unsafe_character':
                expected = 'invalid'
                fields.append('message=%s' % esc(items[1]))
            elif len(items) == 2:
                expected = 'invalid'
                fields.append('message=%s' % esc(items[1]))
            else:
                expected = 'invalid'
            print('\t'.join([name, esc(inp), expected] + fields))
