// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "cities.h"

#include <cstring>

namespace
{
// name, ISO code, latitude and longitude in micro-degrees (city centres), weight
const Cities::City s_cities[] = {
    {"Berlin", "DE", 52520008, 13404954, 30},
    {"Hamburg", "DE", 53551086, 9993682, 12},
    {"Munich", "DE", 48135125, 11581981, 12},
    {"Cologne", "DE", 50937531, 6960279, 8},
    {"Frankfurt am Main", "DE", 50110922, 8682127, 8},
    {"Stuttgart", "DE", 48775846, 9182932, 6},
    {"Nuremberg", "DE", 49452102, 11076665, 6},
    {"Leipzig", "DE", 51339695, 12373075, 5},
    {"Dresden", "DE", 51050409, 13737262, 5},
    {"Paris", "FR", 48856614, 2352222, 14},
    {"Lyon", "FR", 45764043, 4835659, 5},
    {"Marseille", "FR", 43296482, 5369780, 4},
    {"Toulouse", "FR", 43604652, 1444209, 4},
    {"Bordeaux", "FR", 44837789, -579180, 3},
    {"Lille", "FR", 50629250, 3057256, 3},
    {"Madrid", "ES", 40416775, -3703790, 8},
    {"Barcelona", "ES", 41385064, 2173404, 8},
    {"Valencia", "ES", 39469907, -376288, 3},
    {"Seville", "ES", 37389092, -5984459, 3},
    {"Bilbao", "ES", 43263013, -2934985, 2},
    {"Rome", "IT", 41902784, 12496366, 7},
    {"Milan", "IT", 45464204, 9189982, 7},
    {"Naples", "IT", 40851775, 14268124, 3},
    {"Turin", "IT", 45070312, 7686856, 3},
    {"Bologna", "IT", 44494887, 11342616, 3},
    {"Warsaw", "PL", 52229676, 21012229, 6},
    {"Kraków", "PL", 50064650, 19944980, 4},
    {"Wrocław", "PL", 51107885, 17038538, 3},
    {"Gdańsk", "PL", 54352025, 18646638, 2},
    {"Stockholm", "SE", 59329323, 18068581, 5},
    {"Gothenburg", "SE", 57708870, 11974560, 3},
    {"Malmö", "SE", 55604981, 13003822, 2},
    {"Oslo", "NO", 59913869, 10752245, 4},
    {"Bergen", "NO", 60391263, 5322054, 2},
    {"Helsinki", "FI", 60169856, 24938379, 3},
    {"Amsterdam", "NL", 52367573, 4904139, 6},
    {"Prague", "CZ", 50075538, 14437800, 4},
    {"Athens", "GR", 37983810, 23727539, 3},
    {"Lisbon", "PT", 38722252, -9139337, 3},
    {"London", "GB", 51507351, -127758, 12},
    {"Manchester", "GB", 53480759, -2242631, 4},
    {"Edinburgh", "GB", 55953252, -3188267, 3},
    {"New York", "US", 40712776, -74005974, 10},
    {"San Francisco", "US", 37774929, -122419416, 6},
    {"Boston", "US", 42360082, -71058880, 4},
    {"Seattle", "US", 47606209, -122332071, 4},
    {"Chicago", "US", 41878114, -87629798, 4},
    {"Toronto", "CA", 43653226, -79383184, 4},
    {"Montreal", "CA", 45501689, -73567256, 3},
    {"Vancouver", "CA", 49282730, -123120738, 3},
    {"São Paulo", "BR", -23550520, -46633309, 6},
    {"Rio de Janeiro", "BR", -22906847, -43172896, 4},
    {"Porto Alegre", "BR", -30034647, -51217658, 2},
    {"Buenos Aires", "AR", -34603684, -58381559, 3},
    {"Mexico City", "MX", 19432608, -99133209, 4},
    {"Tokyo", "JP", 35676191, 139650310, 7},
    {"Osaka", "JP", 34693738, 135502165, 3},
    {"Kyoto", "JP", 35011636, 135768029, 2},
    {"Bengaluru", "IN", 12971599, 77594563, 7},
    {"Mumbai", "IN", 19075984, 72877656, 5},
    {"Delhi", "IN", 28704060, 77102493, 5},
    {"Pune", "IN", 18520430, 73856744, 3},
    {"Lagos", "NG", 6524379, 3379206, 4},
    {"Abuja", "NG", 9076479, 7398574, 2},
    {"Nairobi", "KE", -1292066, 36821946, 3},
    {"Istanbul", "TR", 41008238, 28978359, 5},
    {"Ankara", "TR", 39933363, 32859742, 2},
    {"Beijing", "CN", 39904200, 116407396, 4},
    {"Shanghai", "CN", 31230416, 121473701, 4},
    {"Sydney", "AU", -33868820, 151209296, 4},
    {"Melbourne", "AU", -37813628, 144963058, 3},
};

constexpr int s_cityCount = sizeof(s_cities) / sizeof(s_cities[0]);
}

int Cities::count()
{
    return s_cityCount;
}

const Cities::City &Cities::at(int index)
{
    return s_cities[index];
}

int Cities::indexOf(const char *name)
{
    for (int i = 0; i < s_cityCount; ++i) {
        if (std::strcmp(s_cities[i].name, name) == 0) {
            return i;
        }
    }
    return -1;
}

int Cities::totalWeight()
{
    int total = 0;
    for (const City &city : s_cities) {
        total += city.weight;
    }
    return total;
}

int Cities::byWeight(int value)
{
    for (int i = 0; i < s_cityCount; ++i) {
        if (value < s_cities[i].weight) {
            return i;
        }
        value -= s_cities[i].weight;
    }
    return 0;
}
