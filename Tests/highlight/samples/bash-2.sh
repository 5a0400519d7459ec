count_lines() {
  local file=$1
  wc -l < "$file"
}

total=0
while read -r name; do
  total=$((total + $(count_lines "$name")))
done < files.txt
echo "total: $total lines"
export PATH="$HOME/.local/bin:$PATH"
