#!/bin/sh
# Makes the private CA and the Redis server certificate that deploy/ turns TLS on with
# (Redis TLS by default). Run once before `docker compose up`:
#
#   deploy/tls/gen-certs.sh              # writes deploy/compose/tls/
#   deploy/tls/gen-certs.sh DIR NAME...  # another directory, other server names
#
# ca.pem is what clients trust (redis.tls.ca_file); redis.pem/redis-key.pem are the
# server's. The key is made readable by the container's redis user (mode 0644 inside a
# directory only you can read: keep DIR private). For Kubernetes, put ca.pem in the
# infersched-redis-ca secret (deploy/kubernetes/base/kustomization.yaml) and the
# server pair in your Redis's TLS secret. Needs openssl.
set -eu
dir=${1:-$(dirname "$0")/../compose/tls}
[ $# -gt 0 ] && shift
names=${*:-redis localhost}
mkdir -p "$dir"
chmod 700 "$dir"
san=""
for n in $names; do san="${san:+$san,}DNS:$n"; done
san="$san,IP:127.0.0.1"
openssl ecparam -name prime256v1 -genkey -noout -out "$dir/ca-key.pem"
openssl req -x509 -new -key "$dir/ca-key.pem" -sha256 -days 825 -subj "/CN=infersched private CA" -out "$dir/ca.pem"
openssl ecparam -name prime256v1 -genkey -noout -out "$dir/redis-key.pem"
openssl req -new -key "$dir/redis-key.pem" -subj "/CN=redis" -out "$dir/redis.csr"
printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth\nkeyUsage=digitalSignature\n' "$san" >"$dir/redis.ext"
openssl x509 -req -in "$dir/redis.csr" -CA "$dir/ca.pem" -CAkey "$dir/ca-key.pem" -CAcreateserial -days 825 -sha256 \
  -extfile "$dir/redis.ext" -out "$dir/redis.pem"
rm -f "$dir/redis.csr" "$dir/redis.ext" "$dir/ca.srl"
chmod 600 "$dir/ca-key.pem"
chmod 644 "$dir/ca.pem" "$dir/redis.pem" "$dir/redis-key.pem"
echo "wrote $dir/ca.pem, $dir/redis.pem, $dir/redis-key.pem (SAN $san)"
