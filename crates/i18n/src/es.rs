//! Spanish (español): every word of the page, in the words of Spanish
//! bridge players (sin triunfo, el muerto, baza, declarante, manga, parcial).

use super::{Catalog, Msg, Phrase};
use contract_bridge::{Seat, Suit};
use engine::bot::Level;
use engine::contract::{Goal, ScoreLine};

/// The Spanish catalog.
pub(super) struct Spanish;

impl Catalog for Spanish {
    fn text(&self, msg: Msg) -> &'static str {
        use Msg::*;
        match msg {
            Title => "Micro HalfBridge",
            Board => "Mano",
            Dealer => "Dador",
            Vulnerable => "Vulnerabilidad",
            VulNone => "Nadie",
            VulBoth => "Todos",
            Announcements => "Puntos de honor anunciados",
            Declarer => "Declarante",
            Dummy => "Muerto",
            Contract => "Contrato",
            ThrownIn => "20–20: mano anulada. Se reparte de nuevo.",
            ChooseContract => "Elige el contrato",
            PartScore => "Parcial",
            Game => "Manga",
            ToPlay => "Juega",
            Tricks => "Bazas",
            LastTrick => "Última baza",
            HideLastTrick => "Volver a la mesa",
            Result => "Resultado",
            Made => "cumplido",
            Down => "multado",
            Total => "Puntuación",
            NextDeal => "Siguiente mano",
            Settings => "Ajustes",
            Rules => "Juego",
            MiniBridge => "Minibridge",
            HalfBridge => "HalfBridge",
            ContractBridge => "Bridge de contrato",
            Undertrick => "Puntos por baza de multa",
            Level => "Nivel del ordenador",
            TwoStep => "Juego en dos pasos (toca para elegir, vuelve a tocar para jugar)",
            NorthDeclares => "Un Norte más fuerte juega el contrato; yo miro como muerto",
            Language => "Idioma",
            YourTurn => "Te toca",
            Thinking => "pensando…",
            CurrentTrick => "Baza en curso",
            Close => "Cerrar",
            WaitingForDeclarer => "El declarante está eligiendo el contrato…",
            Redeal => "Nuevo reparto",
            Comparison => "Comparación",
            OpenRoom => "Sala abierta",
            ClosedRoom => "Sala cerrada",
            NetScore => "Diferencia neta",
            Imps => "IMP",
            Scorecard => "Hoja de resultados",
            MatchLength => "Manos por partido",
            NewMatch => "Nuevo partido",
            MatchOver => "El partido ha terminado.",
            Replay => "Repetición",
            Prev => "Baza anterior",
            Next => "Baza siguiente",
            ClosedRoomTrick => "Sala cerrada: baza",
            WorkerRestarted => "Los jugadores del ordenador se reiniciaron; el juego continúa.",
            StorageProblem => "No se pudo leer la partida guardada; se empezó una nueva.",
            Yes => "Sí",
            No => "No",
            Pass => "Paso",
            Total2 => "Total",
            FilesAndSharing => "Archivos y compartir",
            OpenHandFile => "Abrir archivo de manos (.HND, .PBN)…",
            OpenHandFileLabel => "Abrir archivo de manos",
            DownloadHnd => "Descargar .HND",
            DownloadPbn => "Descargar PBN",
            IncludeResult => "Incluir mi resultado",
            Share => "Compartir",
            ShareLink => "Enlace para compartir",
            BackToPrevious => "Volver a mi partido anterior",
            RulesFromNextMatch => "El juego elegido se aplica desde el próximo partido.",
            NorthSouth => "NS",
            EastWest => "EO",
            ComputerProblem => {
                "Los jugadores del ordenador no pudieron responder; lo intentan de nuevo."
            }
            OtherBuild => {
                "La página se actualizó mientras los jugadores del ordenador seguían en la versión anterior: recarga la página para seguir jugando."
            }
            Review => "Análisis",
            WhatTheCardsAllowed => "Lo que permitían las cartas (doble muerto)",
            ContractScores => "Lo que puntuaría cada contrato",
            Par => "Par",
            WhereTricksWent => "Adónde fueron las bazas",
            Working => "Calculando…",
            Mistake => "Error",
            Hint => "Pista",
            Undo => "Deshacer",
            Claim => "Reclamar",
            ClaimAll => "Todas las bazas restantes",
            ClaimHowMany => "¿Cuántas de las bazas restantes reclamas?",
            HintsSetting => "Ofrecer pistas (tecla H)",
            AutoPlay => "Jugar automáticamente mi única carta legal",
            DeclarerPractice => "Práctica de declarante: mi línea declara todas las manos",
            PlayAgain => "Jugar de nuevo",
            Practice => "Práctica",
            Aids => "Ayudas",
            CardsAtClaim => "Las cartas al reclamar",
            ListSeparator => ", ",
            TricksAfter => "Bazas después",
            FourColour => "Baraja de cuatro colores (♠ negro, ♥ rojo, ♦ naranja, ♣ verde)",
            GBridge => "GBridge",
            GbridgeRounds => "Rondas por partida",
            Bid => "Apuesta",
            YourBid => "Su apuesta: ¿cuántas bazas ganará?",
            Trump => "Triunfo",
            Round => "Ronda",
            Scoreboard => "Marcador",
            RobotInYourSeat => "El ordenador en su puesto",
            Friend => "Amigo",
            GameOver => "La partida ha terminado.",
            ShareGame => "Compartir esta partida",
            Double => "Doblo",
            Redouble => "Redoblo",
            BiddingBox => "Caja de subastas",
            Auction => "Subasta",
            YourCall => "Le toca hablar",
            PassedOut => "Todos pasan: sin contrato, 0 para ambos bandos.",
            CallsExplained => "Pase el puntero, toque o enfoque una voz para ver lo que muestra.",
            Balanced => "mano equilibrada",
            Forcing => "forzante",
            ForcingToGame => "forzante a manga",
            NoFurtherInformation => "sin más información",
            Stayman => "Stayman: pregunta por un mayor de cuatro",
            StaymanAnswer => "respuesta a Stayman",
            BlackwoodAsk => "Blackwood: pregunta por ases",
            StrongTwoClubs => "2♣ fuerte, artificial",
            Waiting => "espera, artificial",
            WeakTwo => "dos débil",
            Preempt => "barrera",
            TakeoutDouble => "doblo informativo",
            TakeoutAnswer => "respuesta al doblo informativo",
            PenaltyDouble => "doblo de castigo",
            Overcall => "intervención",
            NotrumpOvercall => "intervención de 1ST",
            Invitation => "invitación a manga",
            Raise => "apoyo",
        }
    }

    fn seat(&self, seat: Seat) -> &'static str {
        match seat {
            Seat::North => "Norte",
            Seat::East => "Este",
            Seat::South => "Sur",
            Seat::West => "Oeste",
        }
    }

    fn suit(&self, suit: Suit) -> &'static str {
        match suit {
            Suit::Spades => "Picas",
            Suit::Hearts => "Corazones",
            Suit::Diamonds => "Diamantes",
            Suit::Clubs => "Tréboles",
        }
    }

    fn notrump(&self) -> &'static str {
        "Sin Triunfo"
    }

    fn notrump_short(&self) -> &'static str {
        "ST"
    }

    fn honour(&self, rank: u8) -> Option<&'static str> {
        match rank {
            14 => Some("As"),
            13 => Some("Rey"),
            12 => Some("Dama"),
            11 => Some("Jota"),
            _ => None,
        }
    }

    fn card(&self, rank: &str, suit: &str) -> String {
        format!("{rank} de {suit}")
    }

    fn mini_contract(&self, goal: Goal, strain: &str) -> String {
        match goal {
            Goal::Game => format!("Manga a {strain}"),
            Goal::PartScore => format!("Parcial a {strain}"),
        }
    }

    fn score_line(&self, line: ScoreLine) -> String {
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                format!("Puntos de bazas por {tricks} baza(s) por encima de seis: {points}")
            }
            ScoreLine::Overtricks { count, points } => format!("{count} baza(s) de más: {points}"),
            ScoreLine::PartScoreBonus { points } => format!("Prima de parcial: {points}"),
            ScoreLine::GameBonus { points } => format!("Prima de manga: {points}"),
            ScoreLine::SlamBonus { level: 7, points } => format!("Prima de gran slam: {points}"),
            ScoreLine::SlamBonus { points, .. } => format!("Prima de pequeño slam: {points}"),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => format!("Prima por cumplir redoblado: {points}"),
            ScoreLine::DoubledBonus { points, .. } => {
                format!("Prima por cumplir doblado: {points}")
            }
            ScoreLine::Undertricks { count, points } => {
                format!("{count} baza(s) de multa: la defensa anota {}", -points)
            }
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => "Principiante",
            Level::Standard => "Intermedio",
            Level::Expert => "Experto",
        }
    }

    fn plays(&self, seat: &str, card: &str) -> String {
        format!("{seat} juega {card}")
    }

    fn declares(&self, seat: &str, contract: &str) -> String {
        format!("{seat} juega {contract}")
    }

    fn phrase(&self, phrase: Phrase<'_>) -> String {
        match phrase {
            Phrase::Hcp { points } => format!("{points} PH"),
            Phrase::HcpAtLeast { points } => format!("{points}+ PH"),
            Phrase::HcpAtMost { points } => format!("0–{points} PH"),
            Phrase::HcpRange { low, high } => format!("{low}–{high} PH"),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => format!("{low}+ cartas de {suit}"),
            Phrase::SuitLength { suit, low: 0, high } => {
                format!("como mucho {high} cartas de {suit}")
            }
            Phrase::SuitLength { suit, low, high } if low == high => {
                format!("{low} cartas de {suit}")
            }
            Phrase::SuitLength { suit, low, high } => format!("{low}–{high} cartas de {suit}"),
            Phrase::TransferTo { suit } => format!("transferencia a {suit}"),
            Phrase::CompletesTransfer { suit } => format!("completa la transferencia a {suit}"),
            Phrase::BlackwoodAces { count: 0 } => "respuesta a Blackwood: 0 o 4 ases".to_string(),
            Phrase::BlackwoodAces { count: 1 } => "respuesta a Blackwood: 1 as".to_string(),
            Phrase::BlackwoodAces { count } => format!("respuesta a Blackwood: {count} ases"),
            Phrase::Calls { seat, call } => format!("{seat} dice {call}"),
            Phrase::CallShows { call, meaning } => format!("{call}: {meaning}"),
            Phrase::ThrownInDeals { count } => {
                format!("{count} mano(s) con 20–20 puntos: anuladas y repartidas de nuevo.")
            }
            Phrase::FileUnreadable { name } => format!("{name}: no se pudo leer el archivo."),
            Phrase::NoDealInFile { name } => {
                format!("{name}: no se pudo leer ninguna mano; tu partido no cambia.")
            }
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => format!("{name}: {count} mano(s) para jugar."),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => format!("{name}: {count} mano(s) para jugar; algunos problemas:"),
            Phrase::MoreProblems { count } => format!("… {count} más"),
            Phrase::BadLink { reason } => {
                format!("No se pudo abrir este enlace de mano: {reason}. Tu partida sigue aquí.")
            }
            Phrase::ReviewBoard { number } => format!("Analizar la mano {number}"),
            Phrase::GaveAway {
                side, tricks: 0, ..
            } => format!("{side} no regaló nada."),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => format!("{side} regaló {tricks} baza(s) con {mistakes} carta(s)."),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => format!(
                "Baza {trick}: el {card} de {seat} costó {cost} baza(s); {kept} la conservaba."
            ),
            Phrase::OwnMistakes { count } => format!("Errores de tu línea: {count}"),
            Phrase::ContractMakes { contract, tricks } => {
                format!("{contract} hace {tricks} bazas a doble muerto desde la salida.")
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(c),
                score,
                imps,
            } => format!("{room}: {c}, NS {score:+} a doble muerto: {imps:+} IMPs frente al par."),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => format!("{room}: todos pasan, 0: {imps:+} IMPs frente al par."),
            Phrase::LeadCost { cost: 0 } => "La salida no costó nada.".to_string(),
            Phrase::LeadCost { cost } => format!("La salida costó {cost} baza(s)."),
            Phrase::HintChoice { choice } => format!("El jugador Intermedio elegiría {choice}."),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => format!("{card} cumple el contrato en {makes} de {layouts} distribuciones"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => format!("{card} multa el contrato en {makes} de {layouts} distribuciones"),
            Phrase::HintOtherCard { card, makes } => format!("{card} en {makes}"),
            Phrase::HintContract { contract, score } => {
                format!("{contract}: {score} puntos de media")
            }
            Phrase::ClaimNotInPlay => "Ahora no hay nada que reclamar.".to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => {
                format!("Reclamación rechazada: solo quedan {remaining} bazas, no {claimed}.")
            }
            Phrase::ClaimDefenceHolds { claimed, at_most } => format!(
                "Reclamación rechazada: la defensa puede limitarte a {at_most} de las bazas restantes, no {claimed}. Sigue jugando."
            ),
            Phrase::ClaimAccepted { claimed } => {
                format!("Reclamación de {claimed} baza(s) aceptada; el resto se juega.")
            }
            Phrase::ComputerClaims { seat, tricks } => {
                format!("{seat} reclama las {tricks} baza(s) restantes.")
            }
            Phrase::ClaimTricks { tricks } => format!("{tricks} baza(s)"),
            Phrase::PracticeScore { score } => format!("Práctica: {score:+} (no cuenta)"),
            Phrase::GbridgeHooked { bid } => format!(
                "{bid} no está permitido al último en apostar: las apuestas sumarían las cartas repartidas."
            ),
            Phrase::GbridgeBidWon { bid, won } => format!("apuesta {bid}, bazas {won}"),
            Phrase::GbridgeRound { number, of, size } => {
                format!("Ronda {number} de {of}: {size} carta(s) cada uno")
            }
            Phrase::GbridgeBids { seat, bid } => format!("{seat} apuesta {bid}"),
            Phrase::GbridgeWinners { names } => format!("Ganador: {names}"),
        }
    }

    fn name(&self) -> &'static str {
        "Español"
    }

    fn code(&self) -> &'static str {
        "es"
    }
}
