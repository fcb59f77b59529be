package layout

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// statusCalls lists, as "file:line in func", every call of a method named Statuses on
// a selector .sink in the files of dir (tests left out): the round engine's writes to
// the status store.
func statusCalls(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				m, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || m.Sel.Name != "Statuses" {
					return true
				}
				if s, ok := m.X.(*ast.SelectorExpr); ok && s.Sel.Name == "sink" {
					out = append(out, fset.Position(call.Pos()).String()+" in "+fn.Name.Name)
				}
				return true
			})
		}
	}
	return out
}

// TestOneStatusWriterInTheEngine: the round engine writes to the status store in one
// function, storeHeld, which leaves out the records of requests that ended since they
// were built; a second call of the sink's Statuses elsewhere would be a writer that can
// store an assigned record over a final one. A planted file shows such a call is found.
func TestOneStatusWriterInTheEngine(t *testing.T) {
	calls := statusCalls(t, "../../rounds")
	if len(calls) != 1 || !strings.HasSuffix(calls[0], " in storeHeld") {
		t.Fatalf("status store writes in rounds: %v; want exactly one, in storeHeld", calls)
	}
	dir := t.TempDir()
	planted := "package rounds\n\nfunc (e *Engine) ack() { _ = e.sink.Statuses(nil, nil) }\n"
	if err := os.WriteFile(filepath.Join(dir, "planted.go"), []byte(planted), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := statusCalls(t, dir); len(got) != 1 || !strings.HasSuffix(got[0], " in ack") {
		t.Fatalf("planted write not found: %v", got)
	}
}
