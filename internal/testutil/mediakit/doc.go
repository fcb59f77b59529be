// Package mediakit is test support: small servers written to OpenAI's published request
// and response schemas (platform.openai.com/docs/api-reference) for the endpoints that
// no engine on these machines serves: POST /v1/images/generations, POST
// /v1/audio/transcriptions and POST /v1/embeddings. Each refuses a request that does not
// follow its schema (a missing required member, a member of the wrong type, an enum
// value the reference does not list) with 400 and OpenAI's error body, answers with the
// documented response object, and keeps the last request for the test to look at.
//
// Where they stop short of a real server: the image is a fixed PNG (no model draws it:
// seed and steps change nothing), the transcript a fixed text (no audio is decoded
// beyond its format's signature), the vector fixed; no streaming, no rate limits, no
// organisation headers, one image per request.
//
// It must not be imported by non-test code (internal/layout keeps it so).
package mediakit
