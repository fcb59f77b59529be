// Package layout holds no code: its test keeps the import rules of docs/architecture.md
// (the pure core imports no I/O package, edges do not import one another, the reference
// worker imports no server internals). `make test` and `make lint` run it.
package layout
