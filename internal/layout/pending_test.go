package layout

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// pendingPkg owns a request's scheduling record (rounds/pending/doc.go): no other
// package builds one but through its New, replaces one whole, or keeps a field of its
// own beside one (a second copy of the request's state, written outside).
const pendingPkg = module + "/rounds/pending"

// pendingImports: the record's package is pure and reads no clock (times come in as
// arguments): it imports only these.
var pendingImports = []string{"math", "slices", module + "/scheduler", module + "/wire/status"}

// recordFields are the names of pending.Record's fields, read from its declaration.
func recordFields(t *testing.T, fset *token.FileSet) []string {
	t.Helper()
	f, err := parser.ParseFile(fset, "../../rounds/pending/record.go", nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	ast.Inspect(f, func(n ast.Node) bool {
		ts, ok := n.(*ast.TypeSpec)
		if !ok || ts.Name.Name != "Record" {
			return true
		}
		for _, fl := range ts.Type.(*ast.StructType).Fields.List {
			for _, n := range fl.Names {
				names = append(names, n.Name)
			}
		}
		return false
	})
	if len(names) == 0 {
		t.Fatal("rounds/pending/record.go declares no Record struct")
	}
	return names
}

// recordWrites lists, as "file:line: what", the places in f (a file outside
// rounds/pending) that write a request's record other than through its methods:
//   - a composite literal of pending.Record or pending.Placement (a record built
//     without New, or a placement forged);
//   - an assignment to a selector .Record in a file that imports pending (the
//     embedded record replaced whole);
//   - a struct that holds a pending.Record and declares a field named like one of the
//     record's (the request's state kept twice, the copy written outside).
func recordWrites(fset *token.FileSet, f *ast.File, fields []string) []string {
	alias := ""
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == pendingPkg {
			alias = "pending"
			if imp.Name != nil {
				alias = imp.Name.Name
			}
		}
	}
	if alias == "" {
		return nil
	}
	isPending := func(e ast.Expr, names ...string) bool {
		if s, ok := e.(*ast.StarExpr); ok {
			e = s.X
		}
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		x, ok := sel.X.(*ast.Ident)
		return ok && x.Name == alias && slices.Contains(names, sel.Sel.Name)
	}
	var out []string
	add := func(n ast.Node, format string, a ...any) {
		out = append(out, fset.Position(n.Pos()).String()+": "+fmt.Sprintf(format, a...))
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if isPending(n.Type, "Record", "Placement") {
				add(n, "a %s.%s built outside its package", alias, n.Type.(*ast.SelectorExpr).Sel.Name)
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Name == "Record" {
					add(l, "a request's record replaced whole")
				}
			}
		case *ast.StructType:
			holds := slices.ContainsFunc(n.Fields.List, func(fl *ast.Field) bool { return isPending(fl.Type, "Record") })
			if !holds {
				return true
			}
			for _, fl := range n.Fields.List {
				for _, name := range fl.Names {
					if slices.Contains(fields, name.Name) {
						add(name, "field %s kept beside the request's record", name.Name)
					}
				}
			}
		}
		return true
	})
	return out
}

// No package but rounds/pending writes a request's record: its fields are unexported,
// and what unexported fields leave open (a zero record, a whole one replaced, a second
// copy of its state beside it) is found here. rounds/pending itself imports no clock and
// no I/O.
func TestOnlyPendingWritesARequestsRecord(t *testing.T) {
	fset := token.NewFileSet()
	fields := recordFields(t, fset)
	eachGoFile(t, func(path string) error {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if filepath.Dir(path) == filepath.Join("../..", "rounds", "pending") {
			for _, imp := range f.Imports {
				if p, _ := strconv.Unquote(imp.Path.Value); !strings.HasSuffix(path, "_test.go") && !slices.Contains(pendingImports, p) {
					t.Errorf("%s imports %s: rounds/pending imports only %q", path, p, pendingImports)
				}
			}
			return nil
		}
		for _, w := range recordWrites(fset, f, fields) {
			t.Errorf("%s", w)
		}
		return nil
	})
}

// The check finds each way of writing a record outside its package.
func TestRecordWritesAreFound(t *testing.T) {
	fset := token.NewFileSet()
	fields := recordFields(t, fset)
	src := `package rounds

import (
	p "github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/wire/status"
)

type entry struct {
	p.Record
	state   status.State
	payload []byte
}

type fine struct {
	state status.State // no record beside it
}

func plant(en *entry, other *entry) {
	en.Record = p.Record{}
	other.Record = p.New()
	_ = &p.Placement{}
	_ = p.Evidence{Source: p.Observed}
	en.payload = nil
}
`
	f, err := parser.ParseFile(fset, "planted.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	got := recordWrites(fset, f, fields)
	want := []string{
		"planted.go:10:2: field state kept beside the request's record",
		"planted.go:19:2: a request's record replaced whole",
		"planted.go:19:14: a p.Record built outside its package",
		"planted.go:20:2: a request's record replaced whole",
		"planted.go:21:7: a p.Placement built outside its package",
	}
	if !slices.Equal(got, want) {
		t.Errorf("found\n %q\nwant\n %q", got, want)
	}
	if got := recordWrites(fset, mustParse(t, fset, strings.Replace(src, `p "github.com/infersched/infersched/rounds/pending"`, `p "example.com/other"`, 1)), fields); len(got) != 0 {
		t.Errorf("a file that does not import rounds/pending: found %q", got)
	}
}

func mustParse(t *testing.T, fset *token.FileSet, src string) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(fset, "other.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
