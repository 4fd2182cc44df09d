-- wrk: POST /v1/measure with real UI strings in several scripts, one per request in turn,
-- so the load exercises Latin, Cyrillic, Arabic (bidi + joining), Devanagari, Thai and CJK paths.
local bodies = {
  '{"text": "Einstellungen speichern", "locale": "de", "style": "headline", "category": "AX3", "width": 288, "maxLines": 2}',
  '{"text": "Сохранить маршрут", "locale": "ru", "style": "body", "category": "large", "width": 200}',
  '{"text": "حفظ الإعدادات", "locale": "ar", "style": "body", "category": "AX1", "width": 120}',
  '{"text": "सेटिंग्स सहेजें", "locale": "hi", "size": 17, "weight": "semibold"}',
  '{"text": "บันทึกการตั้งค่า", "locale": "th", "style": "callout", "category": "xxxLarge", "width": 150}',
  '{"text": "設定を保存して閉じる", "locale": "ja", "style": "title2", "category": "AX5", "width": 343, "maxLines": 1}',
  '{"text": "Start Recording", "locale": "en", "style": "headline", "category": "large", "width": 120}',
}
local i = 0
request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "/v1/measure", {["Content-Type"] = "application/json"}, bodies[i])
end
