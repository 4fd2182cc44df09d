-- wrk: POST /v1/measure where every request's text is new (a running number in it), so the
-- shaping caches see unbounded distinct input and memory growth would show.
local templates = {
  '{"text": "Einstellungen %d speichern", "locale": "de", "style": "headline", "category": "AX3", "width": 288, "maxLines": 2}',
  '{"text": "Сохранить маршрут %d", "locale": "ru", "style": "body", "category": "large", "width": 200}',
  '{"text": "حفظ %d الإعدادات", "locale": "ar", "style": "body", "category": "AX1", "width": 120}',
  '{"text": "設定を%d保存して閉じる", "locale": "ja", "style": "title2", "category": "AX5", "width": 343, "maxLines": 1}',
}
local n = 0
request = function()
  n = n + 1
  local body = string.format(templates[n % #templates + 1], n)
  return wrk.format("POST", "/v1/measure", {["Content-Type"] = "application/json"}, body)
end
