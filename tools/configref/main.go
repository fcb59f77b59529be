// Command configref writes docs/configuration.md, the reference of every key of the
// daemon's configuration file: its path, type and default (from config.Default) and
// what it does (from the doc comment of its field in the Go source). Run it from the
// module's root:
//
//	go run ./tools/configref -w
//
// Without -w it prints the reference. Its test fails when docs/configuration.md is not
// what it writes, or when a key has no doc comment.
package main

import (
	"bytes"
	"encoding"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/natsauth"
)

// credentialsType is written once, in a section of its own, and referred to from every
// key that holds it (nats itself, nats.indexer, nats.admin, nats.auth_callout).
var credentialsType = reflect.TypeFor[natsauth.Credentials]()

// credentialsAnchor is that section's heading and anchor.
const (
	credentialsHeading = "NATS credentials"
	credentialsAnchor  = "#nats-credentials"
)

const (
	module = "github.com/infersched/infersched"
	// Output is the reference's path from the module's root.
	Output = "docs/configuration.md"
	// Regenerate is the command that rewrites it.
	Regenerate = "go run ./tools/configref -w"
)

func main() {
	write := flag.Bool("w", false, "write "+Output+" instead of printing it")
	flag.Parse()
	out, undocumented, err := generate(".")
	for _, k := range undocumented {
		fmt.Fprintln(os.Stderr, "configref: no doc comment:", k)
	}
	if err == nil && *write {
		err = os.WriteFile(Output, out, 0o644)
	} else if err == nil {
		_, err = os.Stdout.Write(out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "configref:", err)
		os.Exit(1)
	}
}

// key is one row of the reference.
type key struct {
	path, typ, def, doc string
}

// section is one top-level key and its rows.
type section struct {
	name, doc string
	keys      []key
}

// generate renders the reference from the source under root (the module's root), and
// lists the keys whose field has no doc comment.
func generate(root string) ([]byte, []string, error) {
	w := walker{src: sources{root: root, pkgs: map[string]map[string]*ast.StructType{}, docs: map[string]string{}}}
	cfg := reflect.ValueOf(config.Default())
	top, err := w.src.structType(cfg.Type())
	if err != nil {
		return nil, nil, err
	}
	var secs []section
	for _, f := range w.fields(cfg.Type(), cfg, top) {
		s := section{name: f.name, doc: f.doc}
		w.keys = nil
		w.value(f.name, f.t, f.v, f.ast, f.doc)
		s.keys = w.keys
		secs = append(secs, s)
	}
	cst, err := w.src.structType(credentialsType)
	if err != nil {
		return nil, nil, err
	}
	w.keys = []key{{}}
	for _, f := range w.fields(credentialsType, reflect.Zero(credentialsType), cst) {
		w.value("credentials."+f.name, f.t, f.v, f.ast, f.doc)
	}
	creds := section{name: credentialsHeading, keys: w.keys,
		doc: "Who connects to NATS and whom to trust, the same keys for every connection of the daemon: " +
			"directly in `nats` (the daemon's own user), and in `nats.indexer`, `nats.admin` and " +
			"`nats.auth_callout` (and in a worker's `nats` section). In the table, `credentials.` stands for any of these. " + oneLine(typeDoc(w.src, credentialsType))}
	return render(append(secs, creds)), w.undocumented, nil
}

var (
	unmarshalerType     = reflect.TypeFor[yaml.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
	durationType        = reflect.TypeFor[time.Duration]()
)

// walker visits the configuration's types as internal/yamlconf decodes them: inline
// structs flattened, `yaml:"-"` skipped, a type with its own unmarshaler a leaf.
type walker struct {
	src          sources
	keys         []key
	undocumented []string
}

type field struct {
	name, doc string
	t         reflect.Type
	v         reflect.Value // invalid below a nil pointer, a map or a list
	ast       ast.Expr
}

// value records path (of type t, default v) and the keys below it.
func (w *walker) value(path string, t reflect.Type, v reflect.Value, expr ast.Expr, doc string) {
	if strings.TrimSpace(doc) == "" {
		w.undocumented = append(w.undocumented, path)
	}
	if leaf(t) {
		w.keys = append(w.keys, key{path: path, typ: typeName(t), def: defaultOf(v), doc: doc})
		return
	}
	if t == credentialsType || t.Kind() == reflect.Pointer && t.Elem() == credentialsType {
		typ, def := "["+credentialsHeading+"]("+credentialsAnchor+")", ""
		if t.Kind() == reflect.Pointer {
			typ, def = typ+", optional", "unset"
		}
		w.keys = append(w.keys, key{path: path, typ: typ, def: def, doc: doc})
		return
	}
	switch t.Kind() {
	case reflect.Pointer:
		var e reflect.Value
		if v.IsValid() && !v.IsNil() {
			e = v.Elem()
		} else if d, ok := withDefaults(t.Elem()); ok {
			e = d
		}
		if star, ok := expr.(*ast.StarExpr); ok {
			expr = star.X
		}
		w.keys = append(w.keys, key{path: path, typ: "section, optional", def: "unset", doc: doc})
		w.structure(path, t.Elem(), e, expr)
	case reflect.Struct:
		w.keys = append(w.keys, key{path: path, typ: "section", doc: doc})
		w.structure(path, t, v, expr)
	case reflect.Slice:
		w.keys = append(w.keys, key{path: path, typ: "list of " + typeName(t.Elem()), def: defaultOf(v), doc: doc})
		var elem ast.Expr
		if a, ok := expr.(*ast.ArrayType); ok {
			elem = a.Elt
		}
		w.structure(path+"[]", t.Elem(), reflect.Value{}, elem)
	case reflect.Map:
		w.keys = append(w.keys, key{path: path, typ: "map of " + typeName(t.Key()) + " to " + typeName(t.Elem()), def: defaultOf(v), doc: doc})
		var elem ast.Expr
		if m, ok := expr.(*ast.MapType); ok {
			elem = m.Value
		}
		w.structure(path+".<"+typeName(t.Key())+">", t.Elem(), reflect.Value{}, elem)
	default:
		w.keys = append(w.keys, key{path: path, typ: typeName(t), def: defaultOf(v), doc: doc})
	}
}

// structure records the keys of a struct type t (a list's or a map's element too,
// which has no default of its own).
func (w *walker) structure(path string, t reflect.Type, v reflect.Value, expr ast.Expr) {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
		if v.IsValid() {
			v = v.Elem()
		}
	}
	if t.Kind() != reflect.Struct || leaf(t) {
		return
	}
	st, _ := expr.(*ast.StructType)
	if t.Name() != "" || st == nil {
		var err error
		if st, err = w.src.structType(t); err != nil {
			w.undocumented = append(w.undocumented, path+" ("+err.Error()+")")
			return
		}
	}
	for _, f := range w.fields(t, v, st) {
		w.value(path+"."+f.name, f.t, f.v, f.ast, f.doc)
	}
}

// fields lists the keys of struct type t, inline fields flattened, in source order.
func (w *walker) fields(t reflect.Type, v reflect.Value, st *ast.StructType) []field {
	docs := fieldDocs(st)
	var out []field
	for i := range t.NumField() {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(sf.Tag.Get("yaml"), ",")
		if name == "-" {
			continue
		}
		var fv reflect.Value
		if v.IsValid() {
			fv = v.Field(i)
		}
		d := docs[sf.Name]
		if strings.Contains(opts, "inline") && sf.Type == credentialsType {
			out = append(out, field{name: "<credentials>", doc: d.doc, t: sf.Type, v: fv})
			continue
		}
		if strings.Contains(opts, "inline") && sf.Type.Kind() == reflect.Struct {
			ist, err := w.src.structType(sf.Type)
			if err != nil {
				w.undocumented = append(w.undocumented, sf.Name+" ("+err.Error()+")")
				continue
			}
			out = append(out, w.fields(sf.Type, fv, ist)...)
			continue
		}
		if name == "" {
			name = strings.ToLower(sf.Name)
		}
		doc := d.doc
		for _, sep := range []string{" ", ": "} {
			if rest, ok := strings.CutPrefix(doc, sf.Name+sep); ok {
				doc = "`" + name + "`" + sep + rest
			}
		}
		if strings.TrimSpace(doc) == "" {
			doc = typeDoc(w.src, sf.Type)
		}
		out = append(out, field{name: name, doc: doc, t: sf.Type, v: fv, ast: d.expr})
	}
	return out
}

func leaf(t reflect.Type) bool {
	pt := reflect.PointerTo(t)
	return t == durationType || pt.Implements(unmarshalerType) || pt.Implements(textUnmarshalerType)
}

// withDefaults is the value an optional section takes when it is set: its type's
// WithDefaults() applied to its zero value, where the type has that method.
func withDefaults(t reflect.Type) (reflect.Value, bool) {
	m, ok := t.MethodByName("WithDefaults")
	if !ok || m.Type.NumIn() != 1 || m.Type.NumOut() != 1 || m.Type.Out(0) != t {
		return reflect.Value{}, false
	}
	return m.Func.Call([]reflect.Value{reflect.Zero(t)})[0], true
}

func typeName(t reflect.Type) string {
	if t == durationType || t.Name() == "Duration" {
		return "duration"
	}
	if leaf(t) && t.Name() != "" {
		return t.Name()
	}
	switch t.Kind() {
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "integer"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "non-negative integer"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Slice:
		return "list of " + typeName(t.Elem())
	case reflect.Map:
		return "map of " + typeName(t.Key()) + " to " + typeName(t.Elem())
	case reflect.Pointer:
		return typeName(t.Elem())
	case reflect.Struct:
		return "section"
	}
	return t.String()
}

// defaultOf is v as the file would write it, on one line.
func defaultOf(v reflect.Value) string {
	if !v.IsValid() {
		return ""
	}
	if v.IsZero() {
		switch v.Kind() {
		case reflect.String:
			return `""`
		case reflect.Slice, reflect.Map, reflect.Pointer:
			return "empty"
		}
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	n := &yaml.Node{}
	if err := n.Encode(v.Interface()); err != nil {
		return "?"
	}
	flow(n)
	if err := enc.Encode(n); err != nil {
		return "?"
	}
	return shortDurations.ReplaceAllString(strings.TrimSpace(b.String()), "$1")
}

// shortDurations drops the zero minutes and seconds of a duration's String: 24h0m0s is
// written 24h, 1m0s 1m.
var shortDurations = regexp.MustCompile(`\b(\d+[hm])(?:0m)?0s\b`)

func flow(n *yaml.Node) {
	if n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode {
		n.Style = yaml.FlowStyle
	}
	for _, c := range n.Content {
		flow(c)
	}
}

type fieldDoc struct {
	doc  string
	expr ast.Expr
}

// fieldDocs maps each field name of st to its doc comment (or its line comment) and
// its type expression.
func fieldDocs(st *ast.StructType) map[string]fieldDoc {
	out := map[string]fieldDoc{}
	if st == nil {
		return out
	}
	for _, f := range st.Fields.List {
		doc := f.Doc.Text()
		if doc == "" {
			doc = f.Comment.Text()
		}
		names := f.Names
		if len(names) == 0 { // embedded
			switch x := f.Type.(type) {
			case *ast.SelectorExpr:
				names = []*ast.Ident{x.Sel}
			case *ast.Ident:
				names = []*ast.Ident{x}
			case *ast.StarExpr:
				if s, ok := x.X.(*ast.SelectorExpr); ok {
					names = []*ast.Ident{s.Sel}
				}
			}
		}
		for _, n := range names {
			out[n.Name] = fieldDoc{doc: doc, expr: f.Type}
		}
	}
	return out
}

// sources finds the declaration of a named struct type in the module's source.
type sources struct {
	root string
	pkgs map[string]map[string]*ast.StructType // package path → type name → struct
	docs map[string]string                     // package path + "." + type name → doc
}

// typeDoc is the doc comment of struct type t (or of the struct t points to), "" when
// it has none or is not a struct of the module.
func typeDoc(s sources, t reflect.Type) string {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || leaf(t) {
		return ""
	}
	if _, err := s.structType(t); err != nil {
		return ""
	}
	return s.docs[t.PkgPath()+"."+t.Name()]
}

func (s sources) structType(t reflect.Type) (*ast.StructType, error) {
	rel, ok := strings.CutPrefix(t.PkgPath(), module)
	if !ok {
		return nil, fmt.Errorf("type %s is outside the module", t)
	}
	types, ok := s.pkgs[t.PkgPath()]
	if !ok {
		types = map[string]*ast.StructType{}
		dir := filepath.Join(s.root, filepath.FromSlash(strings.TrimPrefix(rel, "/")))
		fset := token.NewFileSet()
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			return nil, err
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
			if err != nil {
				return nil, err
			}
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.TYPE {
					continue
				}
				for _, sp := range g.Specs {
					ts := sp.(*ast.TypeSpec)
					if st, ok := ts.Type.(*ast.StructType); ok {
						types[ts.Name.Name] = st
						doc := ts.Doc
						if doc == nil && len(g.Specs) == 1 {
							doc = g.Doc
						}
						s.docs[t.PkgPath()+"."+ts.Name.Name] = doc.Text()
					}
				}
			}
		}
		s.pkgs[t.PkgPath()] = types
	}
	name, _, _ := strings.Cut(t.Name(), "[")
	st, ok := types[name]
	if !ok {
		return nil, errors.New("no struct " + t.String() + " in the source")
	}
	return st, nil
}

// render writes the reference as Markdown.
func render(secs []section) []byte {
	var b strings.Builder
	b.WriteString("# Configuration reference\n\n")
	b.WriteString("<!-- Generated by `" + Regenerate + "` from the doc comments of the configuration's\n")
	b.WriteString("     Go types and config.Default; edit those, not this file. -->\n\n")
	b.WriteString("Every key of the daemon's YAML file (`infersched run --config FILE`), with its type and\n")
	b.WriteString("default. A key left out keeps its default; an unknown key is an error. Durations are\n")
	b.WriteString("written as `30s`, `250ms`, `1h`. A key under `name[]` belongs to each item of the list\n")
	b.WriteString("`name`; a key under `name.<string>` to each entry of the map `name`. An optional section\n")
	b.WriteString("(default unset) takes the defaults shown below it once it is set.\n\n")
	b.WriteString("Sections:")
	for i, s := range secs {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, " [`%s`](#%s)", s.name, strings.ReplaceAll(strings.ToLower(s.name), " ", "-"))
	}
	b.WriteString(".\n")
	for _, s := range secs {
		fmt.Fprintf(&b, "\n## %s\n\n", s.name)
		if d := oneLine(s.doc); d != "" {
			b.WriteString(d + "\n\n")
		}
		b.WriteString("| key | type | default | what it does |\n|---|---|---|---|\n")
		for _, k := range s.keys[1:] {
			def := k.def
			if def != "" {
				def = "`" + strings.ReplaceAll(def, "|", `\|`) + "`"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", k.path, k.typ, def, cell(k.doc))
		}
	}
	return []byte(b.String())
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func cell(s string) string { return strings.ReplaceAll(oneLine(s), "|", `\|`) }
