# Puts the Node.js major version named in .nvmrc on PATH for this shell, when the machine's Node is older.
# Usage: `. scripts/use-node.sh` (sourced, so PATH changes here). The official binaries come from the npm
# registry's `node-linux-<arch>` package (the registry is the only download this project relies on) and
# are kept under ~/.cache/learnlane, so a second run costs nothing.
_ll_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_ll_want="$(tr -dc '0-9' < "$_ll_root/.nvmrc")"
_ll_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_ll_have" -lt "$_ll_want" ]; then
  case "$(uname -m)" in
    x86_64) _ll_arch=x64 ;;
    aarch64 | arm64) _ll_arch=arm64 ;;
    *) echo "use-node: no Node ${_ll_want} binaries for $(uname -m); install Node ${_ll_want} yourself" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  _ll_dir="${XDG_CACHE_HOME:-$HOME/.cache}/learnlane/node-${_ll_want}"
  _ll_bin="$_ll_dir/node_modules/node-linux-${_ll_arch}/bin"
  if [ ! -x "$_ll_bin/node" ]; then
    echo "use-node: installing Node ${_ll_want} from the npm registry into $_ll_dir"
    mkdir -p "$_ll_dir"
    npm install --prefix "$_ll_dir" --no-audit --no-fund --loglevel=error "node-linux-${_ll_arch}@${_ll_want}" || { return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_ll_bin:$PATH"
  hash -r
fi
echo "use-node: $(node --version) ($(command -v node))"
unset _ll_root _ll_want _ll_have _ll_arch _ll_dir _ll_bin
