// Package enginekit is the test kit of the real inference engine: it writes tiny llama
// models as GGUF files (WriteGGUF: random weights from a seed, a byte-level vocabulary,
// F32, F16, Q8_0 or Q4_0) and runs them behind an OpenAI-compatible server that speaks
// vLLM's wire format over node-llama-cpp's prebuilt llama.cpp (Start; server/server.mjs
// says which fields it serves and where it stops short of vLLM).
//
// It is test support: it must not be imported by non-test code. A test that needs the
// engine is skipped when Node.js or npm is not installed.
package enginekit
