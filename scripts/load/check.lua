-- wrk: POST /v1/check with whole catalog files, one per request in turn. The bodies are JSON
-- documents written by scripts/load/catalog_bodies.py; wrk's own args name the list of them:
--   wrk -c8 -s scripts/load/check.lua URL -- BODY_LIST
local bodies = {}
init = function(args)
  local list = assert(io.open(args[1]))
  for path in list:lines() do
    local file = assert(io.open(path, "rb"))
    bodies[#bodies + 1] = file:read("*a")
    file:close()
  end
  list:close()
end
local i = 0
request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "/v1/check", {["Content-Type"] = "application/json"}, bodies[i])
end
