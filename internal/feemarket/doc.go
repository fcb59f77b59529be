// Package feemarket is EIP-1559 arithmetic shared by the gas oracle and the transaction
// sender: the next block's base fee, and the tip a fee history says the market pays.
// It is pure: no I/O, no clock.
package feemarket
