package layout

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// issueRef finds a reference to a tracker issue in a comment's text, across the line
// breaks of the comment group ("issue\n// 27" included).
var issueRef = regexp.MustCompile(`(?i)\bissues?\s+#?\d+`)

// issueRefs lists, as "file:line: text", the comment groups of src that name an issue.
func issueRefs(fset *token.FileSet, name string, src any) ([]string, error) {
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, g := range f.Comments {
		if m := issueRef.FindString(g.Text()); m != "" {
			out = append(out, fset.Position(g.Pos()).String()+": "+m)
		}
	}
	return out, nil
}

// A comment says what the code does and why; which issue asked for it is history, and
// history lives in git. A test's comment says what it guards, in the same words.
func TestNoIssueReferencesInComments(t *testing.T) {
	fset := token.NewFileSet()
	eachGoFile(t, func(path string) error {
		refs, err := issueRefs(fset, path, nil)
		if err != nil {
			return err
		}
		for _, r := range refs {
			t.Errorf("an issue named in a comment: %s", r)
		}
		return nil
	})
}

// eachGoFile calls fn with the path of every Go file of the module (hidden folders,
// node_modules and testdata left out); an error from fn fails the test.
func eachGoFile(t *testing.T, fn func(path string) error) {
	t.Helper()
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != "../.." && (strings.HasPrefix(n, ".") || n == "node_modules" || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		return fn(path)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestIssueReferencesAreFound(t *testing.T) {
	src := `package p

// Split keeps the shard's chain (issue
// 27: two cores).
func Split() {}

// Issues are tracked elsewhere; this names none.
var x = 1 // see issue #4
`
	refs, err := issueRefs(token.NewFileSet(), "p.go", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(refs) != 2 || !strings.Contains(refs[0], "p.go:3") || !strings.Contains(refs[1], "p.go:8") {
		t.Fatalf("refs %q, want the split reference at line 3 and #4 at line 8", refs)
	}
}
