// keccak256(bytes) is the Keccak-256 of a Uint8Array as 64 lowercase hex digits: the
// hash Ethereum uses (Keccak's own padding, not SHA3-256's), which WebCrypto does not
// offer. The 1600-bit state is 25 lanes of 64 bits, each held as two 32-bit words
// (low, high), little-endian.
"use strict";
var keccak256 = (function () {
  // The round constants, as [low, high] words.
  var RC = [
    0x00000001, 0, 0x00008082, 0, 0x0000808a, 0x80000000, 0x80008000, 0x80000000,
    0x0000808b, 0, 0x80000001, 0, 0x80008081, 0x80000000, 0x00008009, 0x80000000,
    0x0000008a, 0, 0x00000088, 0, 0x80008009, 0, 0x8000000a, 0,
    0x8000808b, 0, 0x0000008b, 0x80000000, 0x00008089, 0x80000000, 0x00008003, 0x80000000,
    0x00008002, 0x80000000, 0x00000080, 0x80000000, 0x0000800a, 0, 0x8000000a, 0x80000000,
    0x80008081, 0x80000000, 0x00008080, 0x80000000, 0x80000001, 0, 0x80008008, 0x80000000
  ];
  // The rotation of lane x + 5y.
  var ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];
  var RATE = 136; // bytes absorbed per permutation: 1088 bits for a 256-bit output

  function permute(s, b, c) {
    for (var round = 0; round < 24; round++) {
      var x, y, i;
      // theta
      for (x = 0; x < 5; x++) {
        c[2 * x] = s[2 * x] ^ s[2 * x + 10] ^ s[2 * x + 20] ^ s[2 * x + 30] ^ s[2 * x + 40];
        c[2 * x + 1] = s[2 * x + 1] ^ s[2 * x + 11] ^ s[2 * x + 21] ^ s[2 * x + 31] ^ s[2 * x + 41];
      }
      for (x = 0; x < 5; x++) {
        var n = (x + 1) % 5, p = (x + 4) % 5;
        var lo = c[2 * p] ^ ((c[2 * n] << 1) | (c[2 * n + 1] >>> 31));
        var hi = c[2 * p + 1] ^ ((c[2 * n + 1] << 1) | (c[2 * n] >>> 31));
        for (y = 0; y < 25; y += 5) {
          s[2 * (x + y)] ^= lo;
          s[2 * (x + y) + 1] ^= hi;
        }
      }
      // rho and pi: lane (x, y) rotated into (y, 2x + 3y)
      for (x = 0; x < 5; x++) {
        for (y = 0; y < 5; y++) {
          i = x + 5 * y;
          var l = s[2 * i], h = s[2 * i + 1], r = ROT[i], nl, nh;
          if (r === 0) {
            nl = l; nh = h;
          } else if (r < 32) {
            nh = (h << r) | (l >>> (32 - r));
            nl = (l << r) | (h >>> (32 - r));
          } else if (r === 32) {
            nl = h; nh = l;
          } else {
            var m = r - 32;
            nh = (l << m) | (h >>> (32 - m));
            nl = (h << m) | (l >>> (32 - m));
          }
          var j = y + 5 * ((2 * x + 3 * y) % 5);
          b[2 * j] = nl;
          b[2 * j + 1] = nh;
        }
      }
      // chi
      for (y = 0; y < 25; y += 5) {
        for (x = 0; x < 5; x++) {
          var i0 = x + y, i1 = (x + 1) % 5 + y, i2 = (x + 2) % 5 + y;
          s[2 * i0] = b[2 * i0] ^ (~b[2 * i1] & b[2 * i2]);
          s[2 * i0 + 1] = b[2 * i0 + 1] ^ (~b[2 * i1 + 1] & b[2 * i2 + 1]);
        }
      }
      // iota
      s[0] ^= RC[2 * round];
      s[1] ^= RC[2 * round + 1];
    }
  }

  function absorb(s, data, at) {
    for (var w = 0; w < RATE / 4; w++) {
      var k = at + 4 * w;
      s[w] ^= data[k] | (data[k + 1] << 8) | (data[k + 2] << 16) | (data[k + 3] << 24);
    }
  }

  return function keccak256(data) {
    var s = new Uint32Array(50), b = new Uint32Array(50), c = new Uint32Array(10);
    var at = 0;
    for (; data.length - at >= RATE; at += RATE) {
      absorb(s, data, at);
      permute(s, b, c);
    }
    var last = new Uint8Array(RATE);
    last.set(data.subarray(at));
    last[data.length - at] ^= 0x01;
    last[RATE - 1] ^= 0x80;
    absorb(s, last, 0);
    permute(s, b, c);
    var hex = "";
    for (var w = 0; w < 8; w++) {
      for (var k = 0; k < 4; k++) {
        hex += ((s[w] >>> (8 * k)) & 0xff).toString(16).padStart(2, "0");
      }
    }
    return hex;
  };
})();
