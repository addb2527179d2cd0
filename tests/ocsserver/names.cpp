// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "names.h"

#include "prng.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace
{
struct Culture {
    std::vector<const char *> countries;
    std::vector<const char *> male;
    std::vector<const char *> female;
    std::vector<const char *> last;
};

const std::vector<Culture> &cultures()
{
    static const std::vector<Culture> s_cultures = {
        {{"DE", "AT", "CH"},
         {"Lukas", "Jonas", "Felix", "Maximilian", "Paul", "Tobias", "Jan", "Sebastian", "Matthias", "Florian", "Stefan", "Jürgen", "Dieter", "Kai"},
         {"Anna", "Lena", "Sophie", "Marie", "Julia", "Katharina", "Laura", "Hannah", "Sabine", "Claudia", "Jana", "Franziska", "Miriam", "Ute"},
         {"Müller", "Schmidt", "Schneider", "Fischer", "Weber",    "Meyer",   "Wagner", "Becker",     "Schulz", "Hoffmann",
          "Koch",   "Richter", "Klein",     "Wolf",    "Schröder", "Neumann", "Braun",  "Zimmermann", "Krüger", "Hartmann"}},
        {{"FR", "BE", "LU"},
         {"Jean", "Pierre", "Louis", "Hugo", "Théo", "Lucas", "Antoine", "Julien", "Nicolas", "Mathieu", "Benoît", "Étienne"},
         {"Camille", "Chloé", "Léa", "Manon", "Émilie", "Sophie", "Claire", "Juliette", "Amélie", "Céline", "Margaux", "Inès"},
         {"Martin",
          "Bernard",
          "Dubois",
          "Thomas",
          "Robert",
          "Richard",
          "Petit",
          "Durand",
          "Leroy",
          "Moreau",
          "Simon",
          "Laurent",
          "Lefèvre",
          "Michel",
          "Garnier",
          "Rousseau"}},
        {{"ES", "MX", "AR", "CO", "CL", "PE", "UY"},
         {"José", "Javier", "Carlos", "Alejandro", "Miguel", "Pablo", "Diego", "Sergio", "Álvaro", "Raúl", "Andrés", "Mateo"},
         {"María", "Lucía", "Carmen", "Elena", "Sofía", "Paula", "Marta", "Laura", "Isabel", "Ana", "Valentina", "Ximena"},
         {"García",
          "Fernández",
          "González",
          "Rodríguez",
          "López",
          "Martínez",
          "Sánchez",
          "Pérez",
          "Gómez",
          "Ruiz",
          "Díaz",
          "Hernández",
          "Jiménez",
          "Moreno",
          "Álvarez",
          "Romero"}},
        {{"IT"},
         {"Marco", "Luca", "Giuseppe", "Francesco", "Alessandro", "Matteo", "Lorenzo", "Davide", "Andrea", "Nicolò"},
         {"Giulia", "Francesca", "Chiara", "Sara", "Martina", "Alessia", "Federica", "Valentina", "Elisa", "Beatrice"},
         {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca"}},
        {{"PL", "CZ", "SK"},
         {"Łukasz", "Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Jakub", "Marek", "Wojciech", "Jiří", "Ondřej", "Tomáš"},
         {"Agnieszka", "Katarzyna", "Małgorzata", "Anna", "Magdalena", "Joanna", "Zofia", "Ewa", "Tereza", "Lucie", "Kateřina", "Alicja"},
         {"Nowak",
          "Kowalski",
          "Wiśniewski",
          "Wójcik",
          "Kowalczyk",
          "Kamiński",
          "Lewandowski",
          "Zieliński",
          "Szymański",
          "Dvořák",
          "Novák",
          "Svoboda",
          "Černý",
          "Procházka"}},
        {{"SE", "NO", "DK", "FI", "IS"},
         {"Erik", "Lars", "Anders", "Johan", "Magnus", "Henrik", "Olav", "Sven", "Mikko", "Jukka", "Søren", "Björn"},
         {"Ingrid", "Astrid", "Sofia", "Maja", "Elin", "Karin", "Sigrid", "Linnéa", "Aino", "Kaisa", "Freja", "Ragnhild"},
         {"Andersson",
          "Johansson",
          "Karlsson",
          "Nilsson",
          "Eriksson",
          "Larsen",
          "Hansen",
          "Johansen",
          "Olsen",
          "Virtanen",
          "Korhonen",
          "Nieminen",
          "Lindqvist",
          "Berg",
          "Dahl",
          "Sørensen"}},
        {{"GB", "US", "CA", "AU", "IE", "NZ"},
         {"James", "Oliver", "William", "Harry", "Jack", "Michael", "David", "Daniel", "Ethan", "Noah", "Samuel", "Liam", "Connor", "Ryan"},
         {"Emma", "Olivia", "Emily", "Charlotte", "Amelia", "Grace", "Jessica", "Sarah", "Hannah", "Megan", "Abigail", "Chloe", "Siobhan", "Zoë"},
         {"Smith",
          "Johnson",
          "Williams",
          "Brown",
          "Jones",
          "Taylor",
          "Davies",
          "Wilson",
          "Evans",
          "Thompson",
          "Walker",
          "Wright",
          "Robinson",
          "O'Brien",
          "Murphy",
          "Campbell",
          "Clarke",
          "Mitchell"}},
        {{"BR", "PT"},
         {"João", "Pedro", "Gabriel", "Rafael", "Lucas", "Gustavo", "Thiago", "Bruno", "Rodrigo", "Tiago"},
         {"Ana", "Beatriz", "Júlia", "Larissa", "Fernanda", "Mariana", "Camila", "Letícia", "Inês", "Rita"},
         {"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Ferreira", "Almeida", "Carvalho", "Gomes", "Ribeiro", "Martins", "Araújo"}},
        {{"JP"},
         {"Haruto", "Sota", "Yuto", "Hiroshi", "Takashi", "Kenji", "Daisuke", "Shota", "Ren", "Kaito"},
         {"Yui", "Aoi", "Sakura", "Hina", "Yuki", "Akiko", "Naomi", "Emi", "Haruka", "Mio"},
         {"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato", "Yoshida", "Yamada"}},
        {{"IN", "PK"},
         {"Aarav", "Vivek", "Rahul", "Arjun", "Rohan", "Sanjay", "Aditya", "Karthik", "Vikram", "Nikhil"},
         {"Priya", "Ananya", "Divya", "Kavya", "Neha", "Pooja", "Shreya", "Lakshmi", "Meera", "Isha"},
         {"Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta", "Singh", "Kumar", "Rao", "Menon", "Das", "Joshi", "Chatterjee", "Krishnan"}},
        {{"NG", "KE", "GH", "ZA"},
         {"Chinedu", "Emeka", "Oluwaseun", "Tunde", "Kwame", "Kofi", "Otieno", "Baraka", "Sipho", "Ifeanyi"},
         {"Ngozi", "Chiamaka", "Adaeze", "Funmilayo", "Amara", "Wanjiru", "Akosua", "Nomvula", "Zainab", "Achieng"},
         {"Okafor", "Adeyemi", "Okonkwo", "Balogun", "Eze", "Mensah", "Boateng", "Otieno", "Kamau", "Mwangi", "Ndlovu", "Nkosi", "Abubakar"}},
        {{"TR"},
         {"Mehmet", "Mustafa", "Emre", "Burak", "Can", "Kerem", "Oğuz", "Murat", "Serkan", "Yusuf"},
         {"Ayşe", "Fatma", "Zeynep", "Elif", "Esra", "Merve", "Selin", "Deniz", "Ebru", "Gül"},
         {"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Arslan", "Doğan", "Koç", "Kurt"}},
        {{"CN", "TW", "SG"},
         {"Wei", "Jun", "Hao", "Lei", "Ming", "Tao", "Jie", "Yang", "Chen", "Bo"},
         {"Fang", "Li", "Xiu", "Mei", "Ying", "Jing", "Lan", "Yan", "Hui", "Xin"},
         {"Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun", "Ma", "Lin"}},
        {{"NL"},
         {"Daan", "Sem", "Bram", "Thijs", "Ruben", "Joost", "Pieter", "Maarten", "Sander", "Wouter"},
         {"Sanne", "Femke", "Lotte", "Anouk", "Fleur", "Eva", "Lieke", "Marieke", "Noor", "Ilse"},
         {"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos"}},
        {{"GR"},
         {"Giorgos", "Dimitris", "Nikos", "Kostas", "Yannis", "Christos", "Panagiotis", "Vasilis"},
         {"Maria", "Eleni", "Katerina", "Sofia", "Dimitra", "Georgia", "Ioanna", "Anastasia"},
         {"Papadopoulos", "Georgiou", "Nikolaidis", "Papadakis", "Konstantinou", "Dimitriou", "Vlachos", "Oikonomou", "Karagiannis"}},
    };
    return s_cultures;
}

const Culture &cultureFor(const char *countryCode)
{
    for (const Culture &culture : cultures()) {
        for (const char *country : culture.countries) {
            if (std::strcmp(country, countryCode) == 0) {
                return culture;
            }
        }
    }
    return cultures().at(6); // English names for everything else
}

const char *pick(Prng &prng, const std::vector<const char *> &list)
{
    return list.at(prng.below(static_cast<std::uint32_t>(list.size())));
}

QChar asciiReplacement(QChar c, QString *longer)
{
    switch (c.unicode()) {
    case 0x0141: // Ł
    case 0x0142: // ł
        return QLatin1Char('l');
    case 0x00D8: // Ø
    case 0x00F8: // ø
        return QLatin1Char('o');
    case 0x0131: // ı
        return QLatin1Char('i');
    case 0x0110: // Đ
    case 0x0111: // đ
        return QLatin1Char('d');
    case 0x00DF: // ß
        *longer = QStringLiteral("ss");
        return QChar();
    case 0x00C6: // Æ
    case 0x00E6: // æ
        *longer = QStringLiteral("ae");
        return QChar();
    default:
        return c;
    }
}
}

Names::Name Names::generate(Prng &prng, const char *countryCode)
{
    const bool local = prng.chance(82);
    const Culture &culture = local ? cultureFor(countryCode) : cultures().at(prng.below(static_cast<std::uint32_t>(cultures().size())));
    Name name;
    const bool female = prng.chance(50);
    name.firstName = QString::fromUtf8(pick(prng, female ? culture.female : culture.male));
    name.lastName = QString::fromUtf8(pick(prng, culture.last));
    name.gender = female ? QStringLiteral("female") : QStringLiteral("male");
    return name;
}

QString Names::toAscii(const QString &text)
{
    const bool plain = std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.unicode() < 0x80;
    });
    const QString decomposed = plain ? text : text.normalized(QString::NormalizationForm_D);
    QString result;
    result.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing) {
            continue;
        }
        QString longer;
        const QChar replaced = asciiReplacement(c, &longer);
        if (!longer.isEmpty()) {
            result += longer;
            continue;
        }
        const QChar lower = replaced.toLower();
        if ((lower >= QLatin1Char('a') && lower <= QLatin1Char('z')) || (lower >= QLatin1Char('0') && lower <= QLatin1Char('9'))) {
            result += lower;
        }
    }
    return result;
}

QString Names::loginStem(const QString &firstName, const QString &lastName)
{
    return toAscii(firstName) + QLatin1Char('.') + toAscii(lastName);
}
