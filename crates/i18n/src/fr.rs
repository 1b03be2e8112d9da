//! French (français): every word of the page, in the words of French
//! bridge players (sans-atout, le mort, levée, déclarant, manche, partielle).

use super::{Catalog, Msg, Phrase};
use contract_bridge::{Seat, Suit};
use engine::bot::Level;
use engine::contract::{Goal, ScoreLine};

/// The French catalog.
pub(super) struct French;

impl Catalog for French {
    fn text(&self, msg: Msg) -> &'static str {
        use Msg::*;
        match msg {
            Title => "Micro HalfBridge",
            Board => "Donne",
            Dealer => "Donneur",
            Vulnerable => "Vulnérabilité",
            VulNone => "Personne",
            VulBoth => "Tous",
            Announcements => "Points H annoncés",
            Declarer => "Déclarant",
            Dummy => "Mort",
            Contract => "Contrat",
            ThrownIn => "20–20 : donne annulée. Une nouvelle donne suit.",
            ChooseContract => "Choisissez le contrat",
            PartScore => "Partielle",
            Game => "Manche",
            ToPlay => "À jouer",
            Tricks => "Levées",
            LastTrick => "Dernière levée",
            HideLastTrick => "Retour à la table",
            Result => "Résultat",
            Made => "réussi",
            Down => "chuté",
            Total => "Marque",
            NextDeal => "Donne suivante",
            Settings => "Réglages",
            Rules => "Jeu",
            MiniBridge => "Minibridge",
            HalfBridge => "HalfBridge",
            ContractBridge => "Bridge contrat",
            Undertrick => "Points par levée de chute",
            Level => "Force de l'ordinateur",
            TwoStep => "Jeu en deux temps (touchez pour choisir, touchez encore pour jouer)",
            NorthDeclares => "Un Nord plus fort joue le contrat ; je regarde en tant que mort",
            Language => "Langue",
            YourTurn => "À vous de jouer",
            Thinking => "réfléchit…",
            CurrentTrick => "Levée en cours",
            Close => "Fermer",
            WaitingForDeclarer => "Le déclarant choisit le contrat…",
            Redeal => "Redistribution",
            Comparison => "Comparaison",
            OpenRoom => "Salle ouverte",
            ClosedRoom => "Salle fermée",
            NetScore => "Écart net",
            Imps => "IMP",
            Scorecard => "Feuille de marque",
            MatchLength => "Donnes par match",
            NewMatch => "Nouveau match",
            MatchOver => "Le match est terminé.",
            Replay => "Relecture",
            Prev => "Levée précédente",
            Next => "Levée suivante",
            ClosedRoomTrick => "Salle fermée : levée",
            WorkerRestarted => "Les joueurs de l'ordinateur ont été relancés ; le jeu continue.",
            StorageProblem => {
                "La partie enregistrée n'a pas pu être lue ; une nouvelle partie a commencé."
            }
            Yes => "Oui",
            No => "Non",
            Pass => "Passe",
            Total2 => "Total",
            FilesAndSharing => "Fichiers et partage",
            OpenHandFile => "Ouvrir un fichier de donnes (.HND, .PBN)…",
            OpenHandFileLabel => "Ouvrir un fichier de donnes",
            DownloadHnd => "Télécharger .HND",
            DownloadPbn => "Télécharger PBN",
            IncludeResult => "Inclure mon résultat",
            Share => "Partager",
            ShareLink => "Lien de partage",
            BackToPrevious => "Revenir à mon match précédent",
            RulesFromNextMatch => "Le jeu choisi s'applique à partir du prochain match.",
            NorthSouth => "NS",
            EastWest => "EO",
            ComputerProblem => {
                "Les joueurs de l'ordinateur n'ont pas pu répondre ; ils réessaient."
            }
            OtherBuild => {
                "La page a été mise à jour mais les joueurs de l'ordinateur sont restés à l'ancienne version : rechargez la page pour continuer."
            }
            Review => "Analyse",
            WhatTheCardsAllowed => "Ce que permettaient les cartes (double mort)",
            ContractScores => "Ce que marquerait chaque contrat",
            Par => "Par",
            WhereTricksWent => "Où sont allées les levées",
            Working => "Calcul en cours…",
            Mistake => "Erreur",
            Hint => "Conseil",
            Undo => "Annuler",
            Claim => "Réclamer",
            ClaimAll => "Toutes les levées restantes",
            ClaimHowMany => "Combien des levées restantes réclamez-vous ?",
            HintsSetting => "Proposer des conseils (touche H)",
            AutoPlay => "Jouer d'office ma seule carte jouable",
            DeclarerPractice => "Entraînement du déclarant : mon camp joue chaque donne",
            PlayAgain => "Rejouer",
            Practice => "Entraînement",
            Aids => "Aides",
            CardsAtClaim => "Les cartes au moment de la réclamation",
            ListSeparator => ", ",
            TricksAfter => "Levées ensuite",
            FourColour => "Jeu à quatre couleurs (♠ noir, ♥ rouge, ♦ orange, ♣ vert)",
            GBridge => "GBridge",
            GbridgeRounds => "Manches dans une partie",
            Bid => "Enchère",
            YourBid => "Votre enchère : combien de levées ferez-vous ?",
            Trump => "Atout",
            Round => "Manche",
            Scoreboard => "Tableau des scores",
            RobotInYourSeat => "L'ordinateur à votre place",
            Friend => "Ami",
            GameOver => "La partie est terminée.",
            ShareGame => "Partager cette partie",
            Double => "Contre",
            Redouble => "Surcontre",
            BiddingBox => "Boîte à enchères",
            Auction => "Enchères",
            YourCall => "À vous de parler",
            PassedOut => "Donne passée : pas de contrat, 0 pour les deux camps.",
            CallsExplained => {
                "Survolez, touchez ou sélectionnez une enchère pour voir ce qu'elle montre."
            }
            Balanced => "jeu régulier",
            Forcing => "forcing un tour",
            ForcingToGame => "forcing de manche",
            NoFurtherInformation => "sans information particulière",
            Stayman => "Stayman : demande une majeure quatrième",
            StaymanAnswer => "réponse au Stayman",
            BlackwoodAsk => "Blackwood : demande les as",
            StrongTwoClubs => "2♣ fort, artificiel",
            Waiting => "relais d'attente, artificiel",
            WeakTwo => "deux faible",
            Preempt => "barrage",
            TakeoutDouble => "contre d'appel",
            TakeoutAnswer => "réponse au contre d'appel",
            PenaltyDouble => "contre punitif",
            Overcall => "intervention",
            NotrumpOvercall => "intervention à 1SA",
            Invitation => "invitation à la manche",
            Raise => "soutien",
        }
    }

    fn seat(&self, seat: Seat) -> &'static str {
        match seat {
            Seat::North => "Nord",
            Seat::East => "Est",
            Seat::South => "Sud",
            Seat::West => "Ouest",
        }
    }

    fn suit(&self, suit: Suit) -> &'static str {
        match suit {
            Suit::Spades => "Pique",
            Suit::Hearts => "Cœur",
            Suit::Diamonds => "Carreau",
            Suit::Clubs => "Trèfle",
        }
    }

    fn notrump(&self) -> &'static str {
        "Sans-Atout"
    }

    fn notrump_short(&self) -> &'static str {
        "SA"
    }

    fn honour(&self, rank: u8) -> Option<&'static str> {
        match rank {
            14 => Some("As"),
            13 => Some("Roi"),
            12 => Some("Dame"),
            11 => Some("Valet"),
            _ => None,
        }
    }

    fn card(&self, rank: &str, suit: &str) -> String {
        format!("{rank} de {suit}")
    }

    fn mini_contract(&self, goal: Goal, strain: &str) -> String {
        match goal {
            Goal::Game => format!("Manche à {strain}"),
            Goal::PartScore => format!("Partielle à {strain}"),
        }
    }

    fn score_line(&self, line: ScoreLine) -> String {
        match line {
            ScoreLine::TrickPoints { tricks, points } => {
                format!("Points de levées pour {tricks} levée(s) au-delà de six : {points}")
            }
            ScoreLine::Overtricks { count, points } => {
                format!("{count} levée(s) de mieux : {points}")
            }
            ScoreLine::PartScoreBonus { points } => format!("Prime de partielle : {points}"),
            ScoreLine::GameBonus { points } => format!("Prime de manche : {points}"),
            ScoreLine::SlamBonus { level: 7, points } => {
                format!("Prime de grand chelem : {points}")
            }
            ScoreLine::SlamBonus { points, .. } => format!("Prime de petit chelem : {points}"),
            ScoreLine::DoubledBonus {
                penalty: contract_bridge::Penalty::Redoubled,
                points,
            } => format!("Prime du contrat surcontré réussi : {points}"),
            ScoreLine::DoubledBonus { points, .. } => {
                format!("Prime du contrat contré réussi : {points}")
            }
            ScoreLine::Undertricks { count, points } => {
                format!("{count} de chute : la défense marque {}", -points)
            }
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Beginner => "Débutant",
            Level::Standard => "Intermédiaire",
            Level::Expert => "Expert",
        }
    }

    fn plays(&self, seat: &str, card: &str) -> String {
        format!("{seat} joue {card}")
    }

    fn declares(&self, seat: &str, contract: &str) -> String {
        format!("{seat} joue {contract}")
    }

    fn phrase(&self, phrase: Phrase<'_>) -> String {
        match phrase {
            Phrase::Hcp { points } => format!("{points} points H"),
            Phrase::HcpAtLeast { points } => format!("{points}+ points H"),
            Phrase::HcpAtMost { points } => format!("0–{points} points H"),
            Phrase::HcpRange { low, high } => format!("{low}–{high} points H"),
            Phrase::SuitLength {
                suit,
                low,
                high: 13,
            } => format!("{low}+ cartes à {suit}"),
            Phrase::SuitLength { suit, low: 0, high } => format!("au plus {high} cartes à {suit}"),
            Phrase::SuitLength { suit, low, high } if low == high => {
                format!("{low} cartes à {suit}")
            }
            Phrase::SuitLength { suit, low, high } => format!("{low}–{high} cartes à {suit}"),
            Phrase::TransferTo { suit } => format!("transfert à {suit}"),
            Phrase::CompletesTransfer { suit } => format!("accepte le transfert à {suit}"),
            Phrase::BlackwoodAces { count: 0 } => "réponse au Blackwood : 0 ou 4 as".to_string(),
            Phrase::BlackwoodAces { count } => format!("réponse au Blackwood : {count} as"),
            Phrase::Calls { seat, call } => format!("{seat} annonce {call}"),
            Phrase::CallShows { call, meaning } => format!("{call} : {meaning}"),
            Phrase::ThrownInDeals { count } => {
                format!("{count} donne(s) à 20–20 points : annulée(s) et redistribuée(s).")
            }
            Phrase::FileUnreadable { name } => format!("{name} : le fichier n'a pas pu être lu."),
            Phrase::NoDealInFile { name } => {
                format!("{name} : aucune donne n'a pu être lue ; votre match est inchangé.")
            }
            Phrase::DealsInFile {
                name,
                count,
                problems: false,
            } => format!("{name} : {count} donne(s) à jouer."),
            Phrase::DealsInFile {
                name,
                count,
                problems: true,
            } => format!("{name} : {count} donne(s) à jouer ; quelques problèmes :"),
            Phrase::MoreProblems { count } => format!("… {count} de plus"),
            Phrase::BadLink { reason } => format!(
                "Ce lien de donne n'a pas pu être ouvert : {reason}. Votre partie continue ici."
            ),
            Phrase::ReviewBoard { number } => format!("Analyser la donne {number}"),
            Phrase::GaveAway {
                side, tricks: 0, ..
            } => format!("{side} n'a rien donné."),
            Phrase::GaveAway {
                side,
                tricks,
                mistakes,
            } => format!("{side} a donné {tricks} levée(s) avec {mistakes} carte(s)."),
            Phrase::MistakeLine {
                seat,
                card,
                trick,
                cost,
                kept,
            } => format!(
                "Levée {trick} : le {card} de {seat} a coûté {cost} levée(s) ; {kept} la gardait."
            ),
            Phrase::OwnMistakes { count } => format!("Erreurs de votre camp : {count}"),
            Phrase::ContractMakes { contract, tricks } => {
                format!("{contract} fait {tricks} levées en double mort depuis l'entame.")
            }
            Phrase::AuctionAgainstPar {
                room,
                contract: Some(c),
                score,
                imps,
            } => format!(
                "{room} : {c}, NS {score:+} en double mort : {imps:+} IMPs par rapport au par."
            ),
            Phrase::AuctionAgainstPar {
                room,
                contract: None,
                imps,
                ..
            } => format!("{room} : donne passée, 0 : {imps:+} IMPs par rapport au par."),
            Phrase::LeadCost { cost: 0 } => "L'entame n'a rien coûté.".to_string(),
            Phrase::LeadCost { cost } => format!("L'entame a coûté {cost} levée(s)."),
            Phrase::HintChoice { choice } => {
                format!("Le joueur Intermédiaire choisirait {choice}.")
            }
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: true,
            } => format!("{card} gagne le contrat dans {makes} répartitions sur {layouts}"),
            Phrase::HintFirstCard {
                card,
                makes,
                layouts,
                declaring: false,
            } => format!("{card} fait chuter le contrat dans {makes} répartitions sur {layouts}"),
            Phrase::HintOtherCard { card, makes } => format!("{card} dans {makes}"),
            Phrase::HintContract { contract, score } => {
                format!("{contract} : {score} points en moyenne")
            }
            Phrase::ClaimNotInPlay => "Il n'y a rien à réclamer maintenant.".to_string(),
            Phrase::ClaimTooMany { claimed, remaining } => {
                format!("Réclamation refusée : il ne reste que {remaining} levées, pas {claimed}.")
            }
            Phrase::ClaimDefenceHolds { claimed, at_most } => format!(
                "Réclamation refusée : la défense peut vous limiter à {at_most} des levées restantes, pas {claimed}. Continuez à jouer."
            ),
            Phrase::ClaimAccepted { claimed } => {
                format!("Réclamation de {claimed} levée(s) acceptée ; le reste est joué.")
            }
            Phrase::ComputerClaims { seat, tricks } => {
                format!("{seat} réclame les {tricks} levée(s) restante(s).")
            }
            Phrase::ClaimTricks { tricks } => format!("{tricks} levée(s)"),
            Phrase::PracticeScore { score } => format!("Entraînement : {score:+} (non compté)"),
            Phrase::GbridgeHooked { bid } => format!(
                "{bid} est interdit au dernier à parler : le total des enchères égalerait les cartes distribuées."
            ),
            Phrase::GbridgeBidWon { bid, won } => format!("enchère {bid}, levées {won}"),
            Phrase::GbridgeRound { number, of, size } => {
                format!("Manche {number} sur {of} : {size} carte(s) chacun")
            }
            Phrase::GbridgeBids { seat, bid } => format!("{seat} annonce {bid}"),
            Phrase::GbridgeWinners { names } => format!("Vainqueur : {names}"),
        }
    }

    fn name(&self) -> &'static str {
        "Français"
    }

    fn code(&self) -> &'static str {
        "fr"
    }
}
