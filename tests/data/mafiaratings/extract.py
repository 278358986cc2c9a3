"""Extract the game documents of mafiaratings' sample database into sample-db-games.json.

    git -C MIRROR show COMMIT:db/create_sample_db.sql | python extract.py > sample-db-games.json

Each row of the ``games`` table's INSERT ends with the game's JSON as a quoted SQL string;
MySQL escapes (``\\"``, ``\\\\``) are undone, the JSON is parsed and written back unchanged.
"""

import json
import re
import sys

sql = sys.stdin.read()
games = []
for m in re.finditer(r"'(\{\\\"id\\\":.*?\})'", sql):
    text = re.sub(r"\\(.)", lambda e: e.group(1), m.group(1))
    games.append(json.loads(text))
json.dump(games, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
