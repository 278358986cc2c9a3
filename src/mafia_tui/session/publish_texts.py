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
    "left_out": ("  · {what}", "  · {what}"),
    "already_sent": (
        "Игра {game} уже отправлена на {server} ({at}). Чтобы отправить её ещё раз (на сервере "
        "будет вторая игра), добавьте --again.",
        "Game {game} was already sent to {server} ({at}). To send it again (the server will "
        "then hold it twice), add --again.",
    ),
    "not_finished": (
        "Игра {game} ещё не окончена: публикуются только оконченные игры.",
        "Game {game} is not over: only finished games are published.",
    ),
    "export_refused": (
        "Игра {game} не выгружается: {why}",
        "Game {game} cannot be exported: {why}",
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
    "sent_no_id": (
        "{game}: отправлена на {server} (номера игры сервер не сообщает)",
        "{game}: sent to {server} (the server does not tell the game's id)",
    ),
    "server_note": ("  сервер: {text}", "  the server says: {text}"),
    "refused": ("{game}: сервер отказал: {error}", "{game}: refused by the server: {error}"),
    "failed": (
        "{game}: не отправлена ({why}); следующий publish попробует снова",
        "{game}: not sent ({why}); the next publish tries again",
    ),
    "hub_no_event": (
        "{game}: не отправлена: в документе нет eventId (номера события на mafiaratings) — "
        "сервер ответил бы «принято» и ничего не сохранил",
        "{game}: not sent: the document has no eventId (the mafiaratings event) — the server "
        "would answer success and store nothing",
    ),
    "not_recorded": (
        "{game}: ответ сервера не записан ({error}) — публикация остановлена, чтобы игра не "
        "ушла дважды",
        "{game}: the server's answer could not be saved ({error}) — publishing stopped, so that "
        "no game goes twice",
    ),
    "auth_stop": (
        "Вход на {server} не удался (неверный логин или пароль): остальные игры не отправлялись.",
        "Logging in to {server} failed (wrong user or password): the other games were not sent.",
    ),
    "busy": (
        "Очередь уже отправляется из другого окна — дождитесь его; ничего не отправлено.",
        "The queue is being sent from another window — wait for it; nothing was sent.",
    ),
    "summary": (
        "Отправлено: {sent}, отказано: {refused}, не удалось: {failed}, ждут: {waiting}.",
        "Sent: {sent}, refused: {refused}, failed: {failed}, waiting: {waiting}.",
    ),
    # --- why an attempt failed ---
    "hub_unreachable": ("нет связи с сервером: {detail}", "no connection to the server: {detail}"),
    # (detail: a connection's errno code, said by NET_ERRORS below)
    "hub_timeout": ("сервер не ответил за {detail} с", "the server did not answer in {detail} s"),
    "hub_http": ("сервер ответил ошибкой {detail}", "the server answered {detail}"),
    "hub_redirect": (
        "сервер перенаправляет на {detail}; укажите этот адрес в --server",
        "the server redirects to {detail}; give that address with --server",
    ),
    "hub_not_api": (
        "ответ — не ответ API mafiaratings (верен ли адрес?)",
        "the answer is not mafiaratings' API (is the address right?)",
    ),
    "hub_auth": ("вход не удался: {detail}", "logging in failed: {detail}"),
    # --- the list ---
    "state_queued": ("в очереди", "queued"),
    "state_sent": ("отправлена", "sent"),
    "state_refused": ("отказано", "refused"),
    "state_failed": ("не удалось", "failed"),
    "list_line": ("{game}  {state}  {when}  {detail}", "{game}  {state}  {when}  {detail}"),
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
    "ui_no_event": (
        "Номер события на mafiaratings не задан — сервер не сохранит игру. Задайте его "
        "(mafia-tui publish --event N) и поставьте игру снова.",
        "No mafiaratings event id is set — the server would not store the game. Set it "
        "(mafia-tui publish --event N) and queue the game again.",
    ),
    "not_queued": ("Игра не поставлена в очередь: {error}", "The game was not queued: {error}"),
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
"""Why a connection failed, by the errno name the hub client gives (hub/client.py
``reason_code``): said in the judge's language, never the system's English words."""
