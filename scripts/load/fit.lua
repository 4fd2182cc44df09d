-- wrk: POST /v1/fit as the live fit page sends it while a translator types (`check: false`,
-- `draw: true`): real translations of the demo's keys (Corpus/) in German, Russian, Arabic and
-- Japanese, each typed a character at a time, so almost every draft is new to the server's caches
-- while the keys' boxes are the ones it keeps. Elements: a button, a tab item, a navigation title,
-- a multi-line body, a two-line cell, an alert message.
-- `wrk ... -s scripts/load/fit.lua URL -- nodraw` leaves the drawing out.
local translations = {
  {"onboarding.button.continue", "de", "Weiter zur nächsten Seite"},
  {"tab.explore", "ru", "Обзор маршрутов"},
  {"nav.settings.title", "ar", "الإعدادات"},
  {"onboarding.welcome.body", "de", "Finde Wanderwege in deiner Nähe, zeichne jede Wanderung auf und nimm deine Karten mit – auch dorthin, wo es keinen Empfang gibt."},
  {"settings.toggle.autoPause", "ja", "休憩中は自動で一時停止"},
  {"alert.discardHike.message", "ru", "Маршрут, фотографии и статистика этого похода будут удалены. Это действие нельзя отменить."},
  {"recording.button.start", "de", "Aufzeichnung starten"},
}
local draw = "true"

-- The ends of each prefix that stops at a whole UTF-8 character (a byte that does not continue one).
local function prefixes(text)
  local ends = {}
  for i = 1, #text do
    local next = text:byte(i + 1)
    if next == nil or next < 0x80 or next >= 0xC0 then ends[#ends + 1] = i end
  end
  return ends
end

local bodies = {}
init = function(args)
  if args[1] == "nodraw" then draw = "false" end
  for _, t in ipairs(translations) do
    for _, stop in ipairs(prefixes(t[3])) do
      bodies[#bodies + 1] = string.format('{"key": "%s", "locale": "%s", "text": "%s", "check": false, "draw": %s}',
                                          t[1], t[2], t[3]:sub(1, stop), draw)
    end
  end
end

local i = 0
request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "/v1/fit", {["Content-Type"] = "application/json"}, bodies[i])
end

-- Any answer but 200 is an error of the run (wrk counts them as non-2xx).
