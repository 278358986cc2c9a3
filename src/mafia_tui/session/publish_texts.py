"""What publishing tells the judge, in Russian and English (the command line and the games
list say the same). The server's own ``error`` is shown verbatim inside these: mafiaratings
writes it in the language of the judge's account there, or in English."""

from __future__ import annotations

from ..i18n import Catalog

TEXTS: dict[str, tuple[str, str]] = {
    # --- configuration ---
    "not_configured": (
        "Сервер для публикации не задан — ничего не отправлено. Задайте его один раз:\n"
        "  mafia-tui publish --server https://mafiaratings.com --user ЛОГИН",
        "No server to publish to — nothing was sent. Set it once:\n"
        "  mafia-tui publish --server https://mafiaratings.com --user LOGIN",
    ),
    "configured": (
        "Публикация: сервер {server}, пользователь {user}. Пароль не хранится: он берётся из "
        "$MAFIA_TUI_HUB_PASSWORD или спрашивается при отправке.",
        "Publishing: server {server}, user {user}. The password is not stored: it is read from "
        "$MAFIA_TUI_HUB_PASSWORD or asked when sending.",
    ),
    "configured_ids": (
        "Номера на mafiaratings для следующих игр в очереди: событие {event}, клуб {club}, "
        "турнир {tournament}, судья {moderator} (задать: --event, --club, --tournament, "
        "--moderator).",
        "mafiaratings ids for the games queued next: event {event}, club {club}, tournament "
        "{tournament}, judge {moderator} (set with --event, --club, --tournament, --moderator).",
    ),
    "hub_bad_address": (
        "Адрес сервера не подходит: {address} (нужен вида https://mafiaratings.com, без логина, "
        "пароля и параметров)",
        "Not a server address: {address} (give one like https://mafiaratings.com, without a "
        "login, password or query)",
    ),
    "hub_plain_http": (
        "Адрес {address} без https: пароль ушёл бы открытым текстом. Нужен https:// "
        "(http — только для localhost).",
        "The address {address} is not https: the password would travel in clear text. Use "
        "https:// (http only for localhost).",
    ),
    "no_password": (
        "Нет пароля: задайте $MAFIA_TUI_HUB_PASSWORD или запустите в терминале, чтобы ввести "
        "его. Ничего не отправлено.",
        "No password: set $MAFIA_TUI_HUB_PASSWORD or run this in a terminal to type it. "
        "Nothing was sent.",
    ),
    "password_prompt": ("Пароль {user} на {server}: ", "Password of {user} at {server}: "),
    # --- queuing ---
    "queued": (
        "Игра {game} поставлена в очередь на публикацию.",
        "Game {game} is queued for publishing.",
    ),
    "requeued": (
        "Игра {game} снова в очереди на публикацию.",
        "Game {game} is queued for publishing again.",
    ),
    "requeued_deleted": (
        "Игра {game} снова в очереди: её удалили с сервера, когда аннулировали; следующий "
        "publish отправит её туда снова.",
        "Game {game} is queued again: it was deleted from the server when it was voided; the "
        "next publish sends it there again.",
    ),
    "already_sent": (
        "Игра {game} уже на сервере {server}. Её изменения следующий publish отправит как "
        "изменение той же игры сервера — второй игры там не будет.",
        "Game {game} is on {server} already. The next publish sends its changes as a change "
        "of that same server game — there will never be a second one.",
    ),
    "in_flight": (
        "Игра {game}: чем кончилась её отправка, неизвестно — следующий publish сначала "
        "спросит сервер, есть ли она там.",
        "Game {game}: how its sending ended is not known — the next publish first asks the "
        "server whether it holds the game.",
    ),
    "left_out": ("  · {what}", "  · {what}"),
    "game_ref": ("{where}, стол {table}, игра {number}", "{where}, table {table}, game {number}"),
    "not_finished": (
        "Игра {game} ещё не окончена: публикуются только оконченные игры.",
        "Game {game} is not over: only finished games are published.",
    ),
    "void_not_queued": (
        "Игра {game} аннулирована главным судьёй ({by}: «{reason}»): она никуда не публикуется.",
        'Game {game} is voided by the head judge ({by}: "{reason}"): it is never published.',
    ),
    "export_refused": (
        "Игра {game} не выгружается: {why}",
        "Game {game} cannot be exported: {why}",
    ),
    "no_such_tournament": (
        "В этой папке данных нет игр турнира «{name}».",
        "No game of the tournament “{name}” in this data folder.",
    ),
    "tournament_queued": (
        "Турнир «{name}»: поставлено {queued}, уже на сервере {sent}, не поставлено {skipped}.",
        "Tournament “{name}”: {queued} queued, {sent} on the server already, {skipped} not queued.",
    ),
    "tournament_skipped": ("  {game}: {why}", "  {game}: {why}"),
    "tournament_skipped_said": ("  {why}", "  {why}"),
    "not_voided": (
        "Игра {game} не аннулирована: отсюда удаляются с сервера только аннулированные игры.",
        "Game {game} is not voided: only a voided game is deleted from the server from here.",
    ),
    "not_on_server": (
        "Игры {game} нет на сервере — удалять нечего.",
        "Game {game} is not on the server — there is nothing to delete.",
    ),
    "delete_confirmed": (
        "Игра {game} будет удалена с сервера (игра {id} там) следующим publish.",
        "Game {game} will be deleted from the server (game {id} there) by the next publish.",
    ),
    "no_times": (
        "Игра {game} не публикуется: в её записи нет времени начала или конца, а сервер "
        "mafiaratings без них игру не примет («Game start time is not set.»)",
        "Game {game} is not published: its record lacks the start or the end time, and the "
        'mafiaratings server refuses a game without them ("Game start time is not set.")',
    ),
    "nothing_pending": ("Очередь на публикацию пуста.", "Nothing is waiting to be published."),
    "outbox_empty": (
        "Очередь пуста: ни одна игра не ставилась.",
        "The outbox is empty: no game was queued.",
    ),
    # --- outcomes of one game ---
    "sent": (
        "{game}: отправлена на {server}, номер на сервере {id}",
        "{game}: sent to {server}, server game id {id}",
    ),
    "sent_again": (
        "{game}: отправлена снова на {server} (её удалили с сервера, когда аннулировали; "
        "аннулирование снято), номер на сервере {id}",
        "{game}: sent again to {server} (it was deleted from the server when voided; the "
        "void was taken back), server game id {id}",
    ),
    "found": (
        "{game}: уже была на сервере {server} как есть (игра {id}) — второй раз не отправлена",
        "{game}: already on {server} as it is (game {id}) — not sent a second time",
    ),
    "hold_changed": (
        "{game}: игру {id} на сервере изменил кто-то другой (другой ноутбук, старая копия папки "
        "данных или сайт): {diff}. Ваша не отправлена, чтобы не затереть чужие изменения.\n"
        "  отправить вашу поверх: mafia-tui publish --overwrite {gid} (или U в списке игр)",
        "{game}: game {id} on the server was changed by someone else (another laptop, an old "
        "copy of the data folder, or the site): {diff}. Yours was not sent, so as not to "
        "overwrite those changes.\n"
        "  to send yours over it: mafia-tui publish --overwrite {gid} (or U in the games list)",
    ),
    "hold_foreign": (
        "{game}: на сервере она уже есть (игра {id}), отправлена не отсюда и отличается: {diff}. "
        "Не отправлена, чтобы не затереть её.\n"
        "  отправить вашу поверх: mafia-tui publish --overwrite {gid} (или U в списке игр)",
        "{game}: the server holds it already (game {id}), sent from elsewhere, and it differs: "
        "{diff}. Not sent, so as not to overwrite it.\n"
        "  to send yours over it: mafia-tui publish --overwrite {gid} (or U in the games list)",
    ),
    "hold_players": (
        "{game}: на сервере есть игра {id} того же события, стола, номера и начала, но игроки "
        "другие: {diff}. Ничего не отправлено.\n"
        "  это та же игра (игрока переименовали) — обновить её вашей: "
        "mafia-tui publish --overwrite {gid}\n"
        "  это другая игра — отправить вашу отдельно: mafia-tui publish --send-anyway {gid}\n"
        "  (или U в списке игр)",
        "{game}: the server holds game {id} with the same event, table, number and start, but "
        "other players: {diff}. Nothing was sent.\n"
        "  it is the same game (a player renamed) — update it with yours: "
        "mafia-tui publish --overwrite {gid}\n"
        "  it is another game — send yours as its own: mafia-tui publish --send-anyway {gid}\n"
        "  (or U in the games list)",
    ),
    "hold_gone": (
        "{game}: игры {id}, которую отправили отсюда, на сервере больше нет (её удалили там). "
        "Не отправлена.\n"
        "  отправить заново: mafia-tui publish --send-anyway {gid} (или U в списке игр)",
        "{game}: game {id}, sent from here, is no longer on the server (it was deleted there). "
        "Not sent.\n"
        "  to send it anew: mafia-tui publish --send-anyway {gid} (or U in the games list)",
    ),
    "no_question": (
        "Игра {game}: вопроса о ней нет — сервер не отличался от отправленного. Отправить: "
        "mafia-tui publish",
        "Game {game}: there is no question about it — the server did not differ from what "
        "was sent. To send: mafia-tui publish",
    ),
    "answered_overwrite": (
        "{game}: при следующей отправке (publish, O в списке игр) уйдёт поверх игры {id} на "
        "сервере, если та не изменится снова.",
        "{game}: the next sending (publish, O in the games list) sends it over game {id} on "
        "the server, unless that one changes again.",
    ),
    "answered_new": (
        "{game}: при следующей отправке (publish, O в списке игр) уйдёт на сервер отдельной игрой.",
        "{game}: the next sending (publish, O in the games list) sends it to the server as a "
        "game of its own.",
    ),
    "sent_no_id": (
        "{game}: отправлена на {server} (номер игры сервер пока не назвал)",
        "{game}: sent to {server} (the server has not named the game's id yet)",
    ),
    "changed": (
        "{game}: изменена на {server} (игра {id})",
        "{game}: changed on {server} (game {id})",
    ),
    "deleted": (
        "{game}: удалена с {server} (игра {id})",
        "{game}: deleted from {server} (game {id})",
    ),
    "server_note": ("  сервер: {text}", "  the server says: {text}"),
    "refused": (
        "{game}: сервер отказал: {error}\n  исправьте и отправьте снова: mafia-tui publish "
        "--queue {gid} (или U в списке игр)",
        "{game}: refused by the server: {error}\n  fix it and send it again: mafia-tui publish "
        "--queue {gid} (or U in the games list)",
    ),
    "failed": (
        "{game}: не отправлена ({why}); следующий publish попробует снова",
        "{game}: not sent ({why}); the next publish tries again",
    ),
    "unknown": (
        "{game}: ответа нет ({why}); следующий publish сначала спросит сервер, есть ли там "
        "игра, и не отправит её второй раз",
        "{game}: no answer ({why}); the next publish first asks the server whether it holds "
        "the game, and never sends it twice",
    ),
    "ask_failed": (
        "{game}: не отправлена: не удалось спросить сервер, есть ли там уже эта игра ({why}); "
        "следующий publish спросит снова",
        "{game}: not sent: the server could not be asked whether it holds the game already "
        "({why}); the next publish asks again",
    ),
    "ask_failed_elsewhere": (
        "{game}: не отправлена: её последняя отправка ушла на {server}, а его не удалось "
        "спросить, есть ли там игра ({why}). Чтобы отправить её на нынешний сервер: "
        "mafia-tui publish --queue {gid}",
        "{game}: not sent: its last sending went to {server}, which could not be asked "
        "whether it holds the game ({why}). To send it to the server configured now: "
        "mafia-tui publish --queue {gid}",
    ),
    "in_flight_elsewhere": (
        "{game}: её сейчас отправляет другое окно или стол — оставлена ему",
        "{game}: another window or table is sending it right now — left to it",
    ),
    "not_built": ("{game}: не отправлена: {error}", "{game}: not sent: {error}"),
    "no_game": (
        "{game}: запись игры не читается ({error}) — не отправлена",
        "{game}: its record cannot be read ({error}) — not sent",
    ),
    "void_not_sent": (
        "{game}: аннулирована — не публикуется",
        "{game}: voided — not published",
    ),
    "void_on_server": (
        "{game}: аннулирована, но на сервере она есть (игра {id}). Удалить её там: "
        "mafia-tui publish --delete {gid}",
        "{game}: voided, but the server holds it (game {id}). To delete it there: "
        "mafia-tui publish --delete {gid}",
    ),
    "hub_no_event": (
        "{game}: не отправлена: в документе нет eventId (номера события на mafiaratings) — "
        "сервер ответил бы «принято» и ничего не сохранил",
        "{game}: not sent: the document has no eventId (the mafiaratings event) — the server "
        "would answer success and store nothing",
    ),
    "hub_no_start": (
        "{game}: не отправлена: у игры нет времени начала — сервер её не примет («Game start "
        "time is not set.»)",
        "{game}: not sent: the game has no start time — the server refuses such a game "
        "(“Game start time is not set.”)",
    ),
    "not_claimed": (
        "{game}: очередь не записывается ({error}) — ничего не отправлено, публикация остановлена",
        "{game}: the outbox cannot be written ({error}) — nothing was sent, publishing stopped",
    ),
    "not_recorded": (
        "{game}: ответ сервера не записан ({error}) — публикация остановлена; следующий "
        "publish сначала спросит сервер, так что игра не уйдёт дважды",
        "{game}: the server's answer could not be saved ({error}) — publishing stopped; the "
        "next publish first asks the server, so the game never goes twice",
    ),
    "auth_stop": (
        "Вход на {server} не удался (неверный логин или пароль): остальные игры не отправлялись.",
        "Logging in to {server} failed (wrong user or password): the other games were not sent.",
    ),
    "cancelled": (
        "Отправка прервана. Что было в пути, следующий publish сначала сверит с сервером.",
        "Sending was interrupted. Whatever was on its way, the next publish checks with the "
        "server first.",
    ),
    "busy": (
        "Очередь уже отправляется из другого окна — дождитесь его; ничего не отправлено.",
        "The queue is being sent from another window — wait for it; nothing was sent.",
    ),
    "summary": (
        "Отправлено: {sent}, изменено: {changed}, уже были на сервере: {found}, удалено: "
        "{deleted}, отказано: {refused}, не удалось: {failed}, исход неизвестен: {unknown}, "
        "ждут вашего решения: {held}, ждут: {waiting}.",
        "Sent: {sent}, changed: {changed}, already on the server: {found}, deleted: {deleted}, "
        "refused: {refused}, failed: {failed}, outcome unknown: {unknown}, waiting for your "
        "word: {held}, waiting: {waiting}.",
    ),
    # --- where a server copy differs (one line) ---
    "diff_none": ("отличий в игроках и итоге нет", "no difference in the players or result"),
    "diff_more": ("и ещё {count}", "and {count} more"),
    "diff_seat": ("место {seat}: {what}", "seat {seat}: {what}"),
    "diff_values": ("{server} → {ours}", "{server} → {ours}"),
    "diff_name": ("ник", "nickname"),
    "diff_id": ("id mafiaratings", "mafiaratings id"),
    "diff_bonus": ("доп. баллы", "extra points"),
    "diff_role": ("роль", "role"),
    "diff_death": ("выбывание", "elimination"),
    "diff_winner": ("итог", "result"),
    "diff_comment": ("пояснение", "comment"),
    # --- why an attempt failed ---
    "hub_unreachable": ("нет связи с сервером: {detail}", "no connection to the server: {detail}"),
    # (detail: a connection's errno code, said by NET_ERRORS below)
    "hub_timeout": (
        "сервер не ответил целиком за {detail} с",
        "the server did not answer in full within {detail} s",
    ),
    "hub_cancelled": ("прервано: приложение закрыто", "interrupted: the app was closed"),
    "hub_cut": ("связь оборвалась: {detail}", "the connection broke off: {detail}"),
    "hub_too_big": ("ответ больше 1 МиБ", "the answer is over 1 MiB"),
    "hub_http": ("сервер ответил ошибкой {detail}", "the server answered {detail}"),
    "hub_redirect": (
        "сервер перенаправляет на {detail}; укажите этот адрес в --server",
        "the server redirects to {detail}; give that address with --server",
    ),
    "hub_not_api": (
        "ответ — не ответ API mafiaratings (верен ли адрес?)",
        "the answer is not mafiaratings' API (is the address right?)",
    ),
    "hub_refused_get": ("сервер отказал: {detail}", "the server refused: {detail}"),
    "hub_cannot_match": (
        "у игры нет времени начала, по которому её можно найти",
        "the game has no start time to find it by",
    ),
    "hub_auth": ("вход не удался: {detail}", "logging in failed: {detail}"),
    # --- the outbox, as listed ---
    "state_queued": ("в очереди", "queued"),
    "state_sending": ("отправляется", "sending"),
    "state_unknown": ("исход неизвестен", "outcome unknown"),
    "state_sent": ("на сервере", "on the server"),
    "state_changed": ("изменена после отправки", "changed since sent"),
    "state_refused": ("отказано", "refused"),
    "state_failed": ("не удалось", "failed"),
    "state_deleted": ("удалена с сервера", "deleted from the server"),
    "state_void": ("аннулирована", "voided"),
    "state_void_on_server": ("аннулирована, на сервере", "voided, on the server"),
    "state_deleting": ("будет удалена с сервера", "to be deleted from the server"),
    "state_resend": (
        "удалена с сервера; аннулирование снято — следующий publish отправит её снова",
        "deleted from the server; the void was taken back — the next publish sends it again",
    ),
    "state_server_changed": (
        "на сервере изменена другим — ждёт вашего решения",
        "changed on the server by someone else — waits for your word",
    ),
    "state_server_players": (
        "на сервере игра с другими игроками — ждёт вашего решения",
        "a game with other players on the server — waits for your word",
    ),
    "state_server_gone": (
        "удалена на сервере кем-то — ждёт вашего решения",
        "deleted on the server by someone — waits for your word",
    ),
    "state_consented": (
        "будет отправлена по вашему решению",
        "to be sent, as you decided",
    ),
    "state_void_never": ("аннулирована — не публикуется", "voided — never published"),
    "list_line": ("{label}  {state}  {when}", "{label}  {state}  {when}"),
    "list_label": ("{name} ({game})", "{name} ({game})"),
    "list_players": ("  игроки: {nicks}", "  players: {nicks}"),
    "list_server": ("  на сервере: {server}, игра {id}", "  on the server: {server}, game {id}"),
    "list_copies": (
        "  сервер хранит её ещё {count} раз(а): игры {ids} — удалите лишние на сайте",
        "  the server holds it {count} more time(s): games {ids} — delete the extra ones on "
        "the site",
    ),
    "list_detail": ("  {text}", "  {text}"),
    "list_resend": (
        "  отправить снова: mafia-tui publish --queue {gid} (или U в списке игр)",
        "  to send it again: mafia-tui publish --queue {gid} (or U in the games list)",
    ),
    "list_delete": (
        "  удалить с сервера: mafia-tui publish --delete {gid}",
        "  to delete it on the server: mafia-tui publish --delete {gid}",
    ),
    "list_differs": (
        "  игра {id} на сервере; на сервере → у вас: {diff}",
        "  server game {id}; on the server → yours: {diff}",
    ),
    "list_gone_id": ("  игра {id} на сервере удалена", "  server game {id} was deleted"),
    "list_overwrite": (
        "  отправить вашу поверх: mafia-tui publish --overwrite {gid} (или U в списке игр)",
        "  to send yours over it: mafia-tui publish --overwrite {gid} (or U in the games list)",
    ),
    "list_players_choice": (
        "  та же игра: mafia-tui publish --overwrite {gid}; другая: mafia-tui publish "
        "--send-anyway {gid} (или U в списке игр)",
        "  the same game: mafia-tui publish --overwrite {gid}; another one: mafia-tui publish "
        "--send-anyway {gid} (or U in the games list)",
    ),
    "list_gone": (
        "  отправить заново: mafia-tui publish --send-anyway {gid} (или U в списке игр)",
        "  to send it anew: mafia-tui publish --send-anyway {gid} (or U in the games list)",
    ),
    "list_changed": (
        "  следующий publish отправит изменение этой игры сервера",
        "  the next publish sends the change to that server game",
    ),
    "list_ask": (
        "  следующий publish сначала спросит сервер, есть ли там игра",
        "  the next publish first asks the server whether it holds the game",
    ),
    # --- files in outbox/ that are skipped ---
    "outbox_special": (
        "outbox/{name}: не обычный файл (ссылка, канал, папка) — пропущен",
        "outbox/{name}: not a plain file (a link, a pipe, a folder) — skipped",
    ),
    "outbox_unreadable": (
        "outbox/{name}: не читается ({detail}) — пропущен",
        "outbox/{name}: cannot be read ({detail}) — skipped",
    ),
    "outbox_invalid": (
        "outbox/{name}: повреждён ({detail}) — пропущен, не тронут",
        "outbox/{name}: damaged ({detail}) — skipped, left as it is",
    ),
    "outbox_foreign": (
        "outbox/{name}: не запись очереди публикации — пропущен, не тронут",
        "outbox/{name}: not an outbox entry — skipped, left as it is",
    ),
    # --- the games list ---
    "ui_queued": (
        "Игра {game} в очереди на mafiaratings. Отправить: mafia-tui publish",
        "Game {game} is queued for mafiaratings. To send it: mafia-tui publish",
    ),
    "ui_queued_tournament": (
        "Турнир «{name}» в очереди на mafiaratings: поставлено {queued}, уже на сервере "
        "{sent}, не поставлено {skipped}. Отправить: O или mafia-tui publish",
        "Tournament “{name}” queued for mafiaratings: {queued} queued, {sent} on the server "
        "already, {skipped} not queued. To send: O or mafia-tui publish",
    ),
    "ui_confirm_delete": (
        "Игра аннулирована, а на mafiaratings она есть (игра {id}). Удалить её там при "
        "следующей отправке?",
        "The game is voided, but mafiaratings holds it (game {id}). Delete it there with the "
        "next sending?",
    ),
    "ui_yes_words": ("да д", "yes y"),
    "ui_answer_yes": (
        "Введите ДА и Enter; Esc — не удалять",
        "Type YES and Enter; Esc: keep it",
    ),
    "ui_question_changed": (
        "Игру {id} на mafiaratings изменил кто-то другой. На сервере → у вас: {diff}. "
        "Отправить вашу поверх?",
        "Game {id} on mafiaratings was changed by someone else. On the server → yours: "
        "{diff}. Send yours over it?",
    ),
    "ui_question_gone": (
        "Игры {id} на mafiaratings больше нет (её удалили там). Отправить вашу заново?",
        "Game {id} is no longer on mafiaratings (it was deleted there). Send yours anew?",
    ),
    "ui_answer_send": (
        "Введите ДА и Enter; Esc — не отправлять",
        "Type YES and Enter; Esc: do not send",
    ),
    "ui_question_players": (
        "На mafiaratings есть игра {id} с тем же столом, номером и началом, но игроки "
        "другие: {diff}.",
        "mafiaratings holds game {id} with the same table, number and start, but other "
        "players: {diff}.",
    ),
    "ui_answer_players": (
        "1 — та же игра, обновить её · 2 — другая, отправить отдельно · Esc — ничего",
        "1: the same game, update it · 2: another, send as its own · Esc: nothing",
    ),
    "ui_no_event": (
        "Номер события на mafiaratings не задан — сервер не сохранит игру. Задайте его "
        "(mafia-tui publish --event N) и поставьте игру снова.",
        "No mafiaratings event id is set — the server would not store the game. Set it "
        "(mafia-tui publish --event N) and queue the game again.",
    ),
    "outbox_not_written": (
        "Очередь публикации не записана: {error}",
        "The outbox could not be written: {error}",
    ),
    "not_queued": ("Игра не поставлена в очередь: {error}", "The game was not queued: {error}"),
    "ui_more_games": ("…и ещё игр: {count}", "…and {count} more games"),
    "ui_held_hint": (
        "Не отправленные до вашего решения отмечены в столбце mafiaratings; U на такой игре "
        "спросит, что с ней делать.",
        "Games held until you decide are marked in the mafiaratings column; U on one asks "
        "what to do with it.",
    ),
    "ui_hold_changed": (
        "{game}: не отправлена — на сайте её изменил кто-то другой: {diff}",
        "{game}: not sent — someone else changed it on the site: {diff}",
    ),
    "ui_hold_foreign": (
        "{game}: не отправлена — на сайте она есть от другого отправителя: {diff}",
        "{game}: not sent — the site holds it from another sender: {diff}",
    ),
    "ui_hold_players": (
        "{game}: не отправлена — на сайте игра {id} с другими игроками: {diff}",
        "{game}: not sent — the site has game {id} with other players: {diff}",
    ),
    "ui_hold_gone": (
        "{game}: не отправлена — на сайте её удалили",
        "{game}: not sent — it was deleted on the site",
    ),
    "ui_summary": ("Итого: {counts}.", "In all: {counts}."),
    "sum_sent": ("отправлено {n}", "{n} sent"),
    "sum_changed": ("изменено {n}", "{n} changed"),
    "sum_found": ("уже были на сервере {n}", "{n} already on the server"),
    "sum_deleted": ("удалено {n}", "{n} deleted"),
    "sum_refused": ("отказано {n}", "{n} refused"),
    "sum_failed": ("не удалось {n}", "{n} failed"),
    "sum_unknown": ("исход неизвестен {n}", "{n} outcome unknown"),
    "sum_held": ("ждут вашего решения {n}", "{n} waiting for your word"),
    "sum_waiting": ("ждут отправки {n}", "{n} waiting"),
    "ui_sending": ("Отправляю очередь на {server}…", "Sending the queue to {server}…"),
}

PUBLISH = Catalog("session.publish", TEXTS)

NET_ERRORS = Catalog(
    "session.net_error",
    {
        "ECONNREFUSED": ("сервер не принимает соединений", "the server refuses connections"),
        "ECONNRESET": ("соединение оборвано", "the connection was reset"),
        "ECONNABORTED": ("соединение прервано", "the connection was aborted"),
        "EHOSTUNREACH": ("сервер недоступен", "the server cannot be reached"),
        "ENETUNREACH": ("сеть недоступна", "the network cannot be reached"),
        "ENETDOWN": ("сеть отключена", "the network is down"),
        "ETIMEDOUT": ("соединение не установлено вовремя", "the connection timed out"),
        "EAI": ("адрес сервера не найден", "the server's address was not found"),
        "EPIPE": ("соединение закрыто сервером", "the server closed the connection"),
    },
)
"""Why a connection failed, by the errno name the hub client gives (
``reason_code`` of hub/http.py): said in the judge's language, never the system's English words."""
