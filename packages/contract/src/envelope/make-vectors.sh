#!/usr/bin/env bash
# Regenerates vectors.json with the system's md5sum, openssl and jq only (no code of ours):
#   bash packages/contract/src/envelope/make-vectors.sh > packages/contract/src/envelope/vectors.json
set -euo pipefail
vector() { # name salt appId ts json
  local name=$1 salt=$2 app=$3 ts=$4 json=$5 md5 md5b key keyhex sec body
  md5=$(printf '%s' "$salt$ts" | md5sum | cut -c1-32)
  md5b=$(printf '%s' "$salt$ts" | openssl dgst -md5 -r | cut -c1-32)
  [ "$md5" = "$md5b" ] || { echo "md5 mismatch for $name" >&2; exit 1; }
  key=${md5:8:16}                                        # hex.slice(8, 24)
  keyhex=$(printf '%s' "$key" | od -An -tx1 | tr -d ' \n') # the 16 key characters' bytes, in hex
  sec=$(printf '%s' "$app;$ts;01" | openssl base64 -A)
  body=$(printf '%s' "$json" | openssl enc -aes-128-ecb -K "$keyhex" -base64 -A)
  jq -n --arg name "$name" --arg salt "$salt" --arg appId "$app" --arg ts "$ts" --arg json "$json" \
    --arg md5 "$md5" --arg key "$key" --arg keyHex "$keyhex" --arg sec "$sec" --arg body "$body" \
    '{name:$name, salt:$salt, appId:$appId, ts:$ts, json:$json, md5:$md5, key:$key, keyHex:$keyHex, sec:$sec, body:$body}'
}
{
  vector brief-example fedcba9876543210 bars_h5 1763800000000123 '{"a":"中文","n":1}'
  vector empty-object 0123456789abcdef bars_h5 1700000000000000 '{}'
  vector exact-16-bytes-full-pad-block 'salt with spaces' bars_h5 1763800000000999 '{"k":"abcdefgh"}'
  vector exact-32-bytes 's' web 1763800000000 '{"k":"abcdefghijklmnopqrstuvwx"}'
  vector long-chinese '盐值中文salt' bars_app 1763800000123456 '{"title":"今天天气很好，我们一起去公园散步吧。山川异域，风月同天；岂曰无衣，与子同袍。","tags":["旅行","美食","摄影"],"n":12345}'
  vector emoji-microseconds 'K9#x!;=/+' native_ios 1763800000123456 '{"e":"😀👍🏽🇨🇳","s":"a\"b\\c\n"}'
  vector array-payload abc bars_h5 1763800001000001 '[1,2.5,true,null,"x"]'
  vector string-payload abc bars_h5 1763800001000002 '"hello"'
} | jq -s .
